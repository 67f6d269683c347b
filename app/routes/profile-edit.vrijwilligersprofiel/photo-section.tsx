import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { VolunteerProfile } from "~/.server/api/volunteer-profiles";
import { CsrfField } from "~/components/csrf-field";
import { ProfilePhoto } from "~/components/profiles/profile-photo";
import { SubmitButton } from "~/components/submit-button";
import { descriptionClasses, errorListClasses, fieldIds, inputClasses, labelClasses } from "~/components/ui/field-styles";
import { Section } from "~/components/section";

/** The image types the api takes as a photo (contract/uploads `profile_photo`), for the file picker. */
const ACCEPT = "image/png,image/jpeg,image/webp";

/**
 * The optional photo: the current one, a form to upload (multipart, no JavaScript needed) and one
 * to remove it. A refusal comes back as `error` and sits under the file field.
 */
export function PhotoSection({ profile, error, maxMegabytes }: { profile: VolunteerProfile; error: string | null; maxMegabytes: number }) {
  const { t } = useTranslation("profiles");
  const ids = fieldIds("profile-photo", { description: true, invalid: Boolean(error) });
  return (
    <Section id="profile-photo-heading" title={t("photo.title")} className="mb-10">
      <p className={`mt-1 ${descriptionClasses}`}>{t("photo.description")}</p>
      <div className="mt-4 flex items-center gap-4">
        <ProfilePhoto profile={profile} alt={t("photo.ownAlt")} size="lg" />
        {profile.photoVersion ? null : <p>{t("photo.none")}</p>}
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-4 grid max-w-md gap-2" aria-labelledby="profile-photo-heading">
        <CsrfField />
        <input type="hidden" name="intent" value="photo" />
        <label htmlFor="profile-photo" className={labelClasses}>
          {profile.photoVersion ? t("photo.replace") : t("photo.choose")}
        </label>
        <input
          id="profile-photo"
          name="photo"
          type="file"
          accept={ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={inputClasses(Boolean(error))}
        />
        <p id={ids.descriptionId} className={descriptionClasses}>
          {t("photo.hint", { size: maxMegabytes })}
        </p>
        {error ? (
          <p id={ids.errorId} role="alert" className={errorListClasses}>
            {error}
          </p>
        ) : null}
        <SubmitButton className="justify-self-start">{t("photo.upload")}</SubmitButton>
      </Form>
      {profile.photoVersion ? (
        <Form method="post" className="mt-4">
          <CsrfField />
          <input type="hidden" name="intent" value="removePhoto" />
          <SubmitButton variant="secondary">{t("photo.remove")}</SubmitButton>
        </Form>
      ) : null}
    </Section>
  );
}
