import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { parseAccountForm, replyFromAccountError, savedRedirect } from "~/.server/account";
import { getDigestPreference, updateDigestPreference } from "~/.server/api/periodic-mail";
import { listCenterTagNames } from "~/.server/api/tags";
import { requireUser } from "~/.server/auth";
import { FieldErrors } from "~/components/ui/field-errors";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { EditForm } from "../profile-edit/edit-form";
import { DIGEST_DISTANCES_KM, PERIODIC_MAILS, periodicMailSchema } from "../profile-edit/schemas";
import { formOptions } from "~/utils/form-options";
import { fieldProps } from "~/utils/field-props";

// The periodic digest's choices (docs/mail.md): the period, the themes (tags of the centre) and
// the distance from a postcode. Saved through /api/v1/digest_preference, which checks them all.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, [preference, tags]] = await besideGuard(requireUser(request, context), Promise.all([getDigestPreference(context.api), listCenterTagNames(context)]));
  return {
    title: context.t("auth:profileEdit.periodicMail.title"),
    preference,
    themes: tags.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseAccountForm(await request.formData(), periodicMailSchema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { periodicMail, postcode, distanceKm, tagIds } = submission.value;
  try {
    await updateDigestPreference(context.api, user.id, {
      periodicMail,
      postcode: postcode ?? "",
      distanceKm: distanceKm ? Number(distanceKm) : null,
      tagIds: tagIds ?? [],
    });
  } catch (error) {
    return replyFromAccountError(submission, error, context, ["periodicMail", "postcode", "distanceKm", "tagIds"]);
  }
  return savedRedirect(context, "/profile-edit/periodieke-mail", context.t("auth:profileEdit.periodicMail.saved"));
}

export const meta = titleMeta;

export default function EditPeriodicMail() {
  const { t } = useTranslation(["auth", "ui"]);
  const { preference, themes } = useLoaderData<typeof loader>();
  const [form, fields] = useAccountForm(periodicMailSchema, t, { lastResult: useActionData<typeof action>() });
  const field = fields.periodicMail;
  const chosen = new Set(preference.tagIds);
  return (
    <EditForm form={form} title={t("profileEdit.periodicMail.title")} submit={t("profileEdit.periodicMail.submit")}>
      <fieldset className="grid gap-2" aria-describedby={`${form.id}-description ${field.errors ? field.errorId : ""}`.trim()}>
        <legend className="mb-1 font-medium">{t("fields.periodicMail")}</legend>
        <p id={`${form.id}-description`} className="text-sm text-muted-700 dark:text-muted-300">
          {t("profileEdit.periodicMail.description")}
        </p>
        {PERIODIC_MAILS.map((value) => (
          <label key={value} className="flex min-h-10 items-center gap-3">
            <input type="radio" name={field.name} value={value} defaultChecked={value === preference.periodicMail} className="size-4 accent-primary-700" />
            {t(`profile.periodicMails.${value}`)}
          </label>
        ))}
        <FieldErrors id={field.errorId} errors={field.errors} />
      </fieldset>
      {themes.length > 0 ? (
        <fieldset className="grid gap-2" aria-describedby={`${form.id}-themes ${fields.tagIds.errors ? fields.tagIds.errorId : ""}`.trim()}>
          <legend className="mb-1 font-medium">{t("profileEdit.periodicMail.themes")}</legend>
          <p id={`${form.id}-themes`} className="text-sm text-muted-700 dark:text-muted-300">
            {t("profileEdit.periodicMail.themesDescription")}
          </p>
          {themes.map((theme) => (
            <label key={theme.id} className="flex min-h-10 items-center gap-3">
              <input type="checkbox" name={fields.tagIds.name} value={theme.id} defaultChecked={chosen.has(theme.id)} className="size-4 accent-primary-700" />
              {theme.name}
            </label>
          ))}
          <FieldErrors id={fields.tagIds.errorId} errors={fields.tagIds.errors} />
        </fieldset>
      ) : null}
      <TextField
        {...fieldProps(fields.postcode, t("profileEdit.periodicMail.postcode"))}
        description={t("profileEdit.periodicMail.postcodeDescription")}
        defaultValue={preference.postcode ?? ""}
        autoComplete="postal-code"
      />
      <SelectField
        id={fields.distanceKm.id}
        name={fields.distanceKm.name}
        label={t("profileEdit.periodicMail.distance")}
        defaultValue={preference.distanceKm ? String(preference.distanceKm) : ""}
        options={[
          { value: "", label: t("profileEdit.periodicMail.anyDistance") },
          ...formOptions(DIGEST_DISTANCES_KM, (km) => t("profileEdit.periodicMail.withinKm", { km })),
        ]}
        errors={fields.distanceKm.errors}
      />
    </EditForm>
  );
}
