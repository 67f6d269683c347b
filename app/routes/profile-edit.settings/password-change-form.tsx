import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { TextField } from "~/components/ui/text-field";
import { parseOptions } from "~/utils/account-forms/parse-options";
import { fieldProps } from "~/utils/field-props";
import { EditForm } from "../profile-edit/edit-form";
import { passwordSchema } from "../profile-edit/schemas";

/** A new password for a signed-in user: the current one first, as devise_token_auth asks. */
export function PasswordChangeForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["auth", "ui"]);
  const [form, fields] = useForm<z.input<ReturnType<typeof passwordSchema>>>({
    id: "password-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, parseOptions(passwordSchema, t)),
  });
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
