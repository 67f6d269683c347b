import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n-t";
import { TextField } from "~/components/ui/text-field";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { fieldProps } from "~/utils/field-props";
import { EditForm } from "../profile-edit/edit-form";
import { passwordSchema } from "../profile-edit/schemas";

/** A new password for a signed-in user: the current one first, as devise_token_auth asks. */
export function PasswordChangeForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["auth", "ui"]);
  const [form, fields] = useAccountForm(passwordSchema, t, { id: "password-form", lastResult });
  return (
    <EditForm
      form={form}
      title={t("profileEdit.settings.passwordHeading")}
      description={t("profileEdit.settings.passwordDescription")}
      submit={t("profileEdit.settings.passwordSubmit")}
    >
      <input type="hidden" name="intent" value="password" />
      <TextField {...fieldProps(fields.currentPassword, t("fields.currentPassword"))} type="password" autoComplete="current-password" required />
      <TextField {...fieldProps(fields.password, t("fields.newPassword"))} type="password" autoComplete="new-password" required />
      <TextField {...fieldProps(fields.passwordConfirmation, t("fields.passwordConfirmation"))} type="password" autoComplete="new-password" required />
    </EditForm>
  );
}
