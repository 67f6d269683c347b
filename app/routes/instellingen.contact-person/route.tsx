import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { getCenterSettings } from "~/.server/api/center-settings";
import { requireSettingsEditor } from "~/.server/settings-access";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { FileField } from "../instellingen.design/file-field";
import { contactPersonAction } from "./action.server";

export const handle = { i18n: ["settings"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await getCenterSettings(context);
  await requireSettingsEditor(request, context, center.id);
  const profile = center.profile;
  return {
    title: context.t("settings:contactPerson.title"),
    values: {
      contactName: profile?.contactName ?? "",
      contactRole: profile?.contactRole ?? "",
      contactPhone: profile?.contactPhone ?? "",
      contactEmail: profile?.contactEmail ?? "",
    },
    photoUrl: profile?.contactPhotoUrl ?? null,
  };
}

export const action = (args: ActionFunctionArgs) => contactPersonAction(args);
export const meta = titleMeta;

/** /instellingen/contact-person: whom visitors contact, shown on the home page and in the footer. */
export default function ContactPersonSettings() {
  const { t } = useTranslation("settings");
  const { values, photoUrl } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<typeof values & { photo?: File }>({
    id: "contact-person",
    lastResult: useActionData<typeof action>(),
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const field = (name: keyof typeof values) => ({
    id: `contact-${name}`,
    name,
    defaultValue: (fields[name].initialValue as string | undefined) ?? values[name],
    errors: fields[name].errors,
  });
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("contactPerson.title")} description={t("contactPerson.description")} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="grid gap-6">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("contactName")} autoComplete="off" label={t("contactPerson.name")} />
          <TextField {...field("contactRole")} autoComplete="off" label={t("contactPerson.role")} description={t("contactPerson.roleHint")} />
          <TextField {...field("contactPhone")} type="tel" autoComplete="off" label={t("contactPerson.phone")} />
          <TextField {...field("contactEmail")} type="email" autoComplete="off" label={t("contactPerson.email")} />
        </div>
        <FileField
          id="contact-photo"
          name="photo"
          label={t("contactPerson.photo")}
          hint={t("contactPerson.photoHint")}
          current={photoUrl}
          removeName="removePhoto"
          removeLabel={t("contactPerson.removePhoto")}
          errors={fields.photo.errors}
        />
        <div>
          <SubmitButton variant="primary">{t("save")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
