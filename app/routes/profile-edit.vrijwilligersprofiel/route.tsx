import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { parseAccountForm, replyFromAccountError, savedRedirect } from "~/.server/account";
import { listCenterTagNames } from "~/.server/api/tags";
import { getOwnProfile, saveOwnProfile } from "~/.server/api/volunteer-profiles";
import { requireUser } from "~/.server/auth";
import { besideGuard } from "~/.server/read-ahead";
import { PHOTO_MAX_BYTES, photoAction, photoBodyTooLarge, photoRefused } from "~/.server/volunteer-profile-photo";
import { requireProfilesFeature } from "~/.server/volunteer-profiles";
import { titleMeta } from "~/utils/meta";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { EditForm } from "../profile-edit/edit-form";
import { ProfileFields } from "./fields";
import { PhotoSection } from "./photo-section";
import { profileSchema } from "./schema";

export const handle = { i18n: ["profiles"] };

// The volunteer's own profile (docs/volunteer-profiles.md): opt-in, seen only within the centre
// while published, each field shown to organizations or not; the postcode area only. An optional
// photo has its own two forms (photo-section.tsx; app/.server/volunteer-profile-photo.ts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireProfilesFeature(request, context);
  // One's own profile and the centre's themes need nothing of the user: asked beside the guard's call.
  const [, [profile, tags]] = await besideGuard(requireUser(request, context), Promise.all([getOwnProfile(context.api), listCenterTagNames(context)]));
  return {
    title: context.t("profiles:edit.title"),
    profile,
    themes: tags.map(({ id, name }) => ({ id, name })),
    photoMaxMegabytes: PHOTO_MAX_BYTES / 1024 / 1024,
  };
}

const FIELDS = ["published", "introduction", "skills", "tagIds", "availability", "hoursPerWeek", "postcode", "travelKm", "visibleFields"];

export async function action({ request, context }: ActionFunctionArgs) {
  requireProfilesFeature(request, context);
  const user = await requireUser(request, context);
  // Only the photo form sends a body this large: answered unparsed, as that form's refusal.
  if (photoBodyTooLarge(request)) return photoRefused(context, "size");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "photo" || intent === "removePhoto") return photoAction(context, intent, formData);
  const submission = parseAccountForm(formData, profileSchema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const v = submission.value;
  try {
    await saveOwnProfile(context.api, user.id, {
      published: v.published === "true",
      introduction: v.introduction ?? "",
      skills: v.skills ?? "",
      tagIds: v.tagIds ?? [],
      availability: (v.availability ?? []) as never,
      hoursPerWeek: v.hoursPerWeek ?? null,
      postcode: v.postcode ?? "",
      travelKm: v.travelKm ? Number(v.travelKm) : null,
      visibleFields: v.visibleFields ?? [],
    });
  } catch (error) {
    return replyFromAccountError(submission, error, context, FIELDS);
  }
  const saved = v.published === "true" ? "profiles:edit.savedPublished" : "profiles:edit.savedHidden";
  return savedRedirect(context, "/profile-edit/vrijwilligersprofiel", context.t(saved));
}

export const meta = titleMeta;

export default function EditVolunteerProfile() {
  const { t } = useTranslation(["profiles", "auth"]);
  const { profile, themes, photoMaxMegabytes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A photo form's refusal is no answer to the profile form, which keeps what it shows.
  const photoError = result && "photoError" in result ? result.photoError : null;
  const [form, fields] = useAccountForm(profileSchema, t, { lastResult: result && !("photoError" in result) ? result : undefined });
  return (
    <>
      <EditForm form={form} title={t("edit.title")} description={t("edit.description")} submit={t("edit.submit")}>
        {/* Keyed by what was saved: after a save the fields show the stored values (the area, not the typed postcode). */}
        <ProfileFields key={JSON.stringify({ ...profile, photoVersion: null })} formId={form.id} fields={fields as never} profile={profile} themes={themes} />
      </EditForm>
      <PhotoSection profile={profile} error={photoError} maxMegabytes={photoMaxMegabytes} />
    </>
  );
}
