import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { parseAccountForm, replyFromAccountError, savedRedirect } from "~/.server/account";
import { updateCurrentUser } from "~/.server/api/current-user";
import { requireUser } from "~/.server/auth";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { fieldProps } from "~/utils/field-props";
import { EditForm } from "../profile-edit/edit-form";
import { personalSchema } from "../profile-edit/schemas";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { firstName, lastName, phone } = await requireUser(request, context);
  return { title: context.t("auth:profileEdit.personal.title"), user: { firstName, lastName, phone } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseAccountForm(await request.formData(), personalSchema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { firstName, lastName, phone } = submission.value;
  try {
    // An emptied phone field is left out of the form data: null clears the stored number.
    await updateCurrentUser(context.api, user.id, { firstName, lastName, phone: phone || null });
  } catch (error) {
    return replyFromAccountError(submission, error, context, ["firstName", "lastName", "phone"]);
  }
  return savedRedirect(context, "/profile-edit", context.t("auth:profileEdit.personal.saved"));
}

export const meta = titleMeta;

export default function EditPersonal() {
  const { t } = useTranslation(["auth", "ui"]);
  const { user } = useLoaderData<typeof loader>();
  const [form, fields] = useAccountForm(personalSchema, t, {
    lastResult: useActionData<typeof action>(),
    defaultValue: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", phone: user.phone ?? "" },
  });
  return (
    <EditForm form={form} title={t("profileEdit.personal.title")} submit={t("profileEdit.personal.submit")}>
      <TextField {...fieldProps(fields.firstName, t("fields.firstName"))} autoComplete="given-name" required />
      <TextField {...fieldProps(fields.lastName, t("fields.lastName"))} autoComplete="family-name" required />
      <TextField {...fieldProps(fields.phone, t("fields.phone"))} type="tel" autoComplete="tel" />
    </EditForm>
  );
}
