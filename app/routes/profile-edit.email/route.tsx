import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { parseAccountForm, replyFromAccountError, savedRedirect, siteOrigin } from "~/.server/account";
import { updateCurrentUser } from "~/.server/api/current-user";
import { requireUser } from "~/.server/auth";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { fieldProps } from "~/utils/field-props";
import { EditForm } from "../profile-edit/edit-form";
import { emailSchema } from "../profile-edit/schemas";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { email, unconfirmedEmail } = await requireUser(request, context);
  return { title: context.t("auth:profileEdit.email.title"), email, unconfirmedEmail };
}

// devise's reconfirmable: the API keeps the new address aside and mails it a link; the change
// applies on /confirm. The current password proves it is the owner asking, not a stolen session.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseAccountForm(await request.formData(), emailSchema, context);
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["currentPassword"] }), { status: 400 });
  const { email, currentPassword } = submission.value;
  try {
    await updateCurrentUser(context.api, user.id, { email, currentPassword, confirmSuccessUrl: `${siteOrigin(request)}/confirm` });
  } catch (error) {
    return replyFromAccountError(submission, error, context, ["email", "currentPassword"], ["currentPassword"]);
  }
  return savedRedirect(context, "/profile-edit/email", context.t("auth:profileEdit.email.sent", { email }));
}

export const meta = titleMeta;

export default function EditEmail() {
  const { t } = useTranslation(["auth", "ui"]);
  const { email, unconfirmedEmail } = useLoaderData<typeof loader>();
  const [form, fields] = useAccountForm(emailSchema, t, { lastResult: useActionData<typeof action>() });
  return (
    <EditForm form={form} title={t("profileEdit.email.title")} description={t("profileEdit.email.description")} submit={t("profileEdit.email.submit")}>
      <p>{t("profileEdit.email.current", { email })}</p>
      {unconfirmedEmail ? <p role="status">{t("profile.pendingEmail", { email: unconfirmedEmail })}</p> : null}
      <TextField {...fieldProps(fields.email, t("fields.newEmail"))} type="email" autoComplete="email" required />
      <TextField {...fieldProps(fields.currentPassword, t("fields.currentPassword"))} type="password" autoComplete="current-password" required />
    </EditForm>
  );
}
