import { CsrfField } from "~/components/csrf-field";
import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { LinkLine } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { fieldProps } from "~/utils/field-props";
import type { PasswordVariant, passwordAction } from "./action.server";
import { resetSchema } from "./schema";

/** Choose a password with the mailed token; without a usable token, the way to a new link. */
export function PasswordForm({ variant }: { variant: PasswordVariant }) {
  const { t } = useTranslation(["auth", "ui"]);
  const { token } = useLoaderData<{ token: string }>();
  const lastResult = useActionData<ReturnType<typeof passwordAction>>();
  const [form, fields] = useAccountForm(resetSchema, t, { lastResult });
  const tokenInvalid = !token || (lastResult && "tokenInvalid" in lastResult);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t(`${variant}.title`)} description={token ? t(`${variant}.description`) : undefined} />
      {token ? (
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <CsrfField />
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name={fields.resetPasswordToken.name} value={token} />
          <TextField {...fieldProps(fields.password, t("fields.newPassword"))} type="password" autoComplete="new-password" required />
          <TextField {...fieldProps(fields.passwordConfirmation, t("fields.passwordConfirmation"))} type="password" autoComplete="new-password" required />
          <SubmitButton>{t(`${variant}.submit`)}</SubmitButton>
        </Form>
      ) : (
        <p role="alert">{t("errors.tokenInvalid")}</p>
      )}
      {tokenInvalid ? <LinkLine className="mt-6" links={[{ to: "/auth/recover", label: t("reset.recover") }]} /> : null}
    </div>
  );
}
