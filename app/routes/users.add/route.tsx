import { CsrfField } from "~/components/csrf-field";
import { getFormProps } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { parseAccountForm, replyFromAccountError, savedRedirect, siteOrigin } from "~/.server/account";
import { inviteUser } from "~/.server/api/users-admin";
import { requireStaff } from "~/.server/user-management";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { fieldProps } from "~/utils/field-props";
import { titleMeta } from "~/utils/meta";
import { INVITE_FIELDS, inviteSchema, LOCALES } from "./schema";
import { formOptions } from "~/utils/form-options";

// Staff and super admins invite someone: an 'invited' account without a password, and a mail
// whose link (this site's /auth/token) lets them choose one. Their page follows, with a toast.
export const handle = { hydrate: true, i18n: ["users", "auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  return { title: context.t("users:add.title") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireStaff(request, context);
  const submission = parseAccountForm(await request.formData(), inviteSchema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let user;
  try {
    user = await inviteUser(context.api, { ...submission.value, redirectUrl: `${siteOrigin(request)}/auth/token` });
  } catch (error) {
    return replyFromAccountError(submission, error, context, INVITE_FIELDS);
  }
  return savedRedirect(context, `/users/${user.id}`, context.t("users:add.invited", { email: user.email }));
}

export const meta = titleMeta;

export default function InviteUser() {
  const { t, i18n } = useTranslation(["users", "auth", "ui"]);
  const [form, fields] = useAccountForm(inviteSchema, t, {
    lastResult: useActionData<typeof action>(),
    defaultValue: { locale: i18n.language === "en" ? "en" : "nl" },
  });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("add.title")} description={t("add.description")} back={{ to: "/users", label: t("add.back") }} />
      <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField {...fieldProps(fields.email, t("fields.email"))} type="email" autoComplete="off" required />
        <TextField {...fieldProps(fields.firstName, t("fields.firstName"))} autoComplete="off" required />
        <TextField {...fieldProps(fields.lastName, t("fields.lastName"))} autoComplete="off" required />
        <TextField {...fieldProps(fields.phone, t("fields.phone"))} type="tel" autoComplete="off" />
        <SelectField {...fieldProps(fields.locale, t("fields.locale"))} options={formOptions(LOCALES, (value) => t(`locales.${value}`))} required />
        <SubmitButton className="justify-self-start">{t("add.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
