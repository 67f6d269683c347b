import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { LinkLine } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { z } from "zod";
import type { loginAction } from "./action.server";
import { loginSchema } from "./schema";
import { withReturn } from "~/utils/return-to";
import { fieldProps } from "~/utils/field-props";

/** The sign-in form; /login and /auth/login-1 both show it. */
export function LoginForm() {
  const { t } = useTranslation("auth");
  const { redirectTo } = useLoaderData<{ redirectTo: string }>();
  const lastResult = useActionData<typeof loginAction>();
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("login.title")} description={t("login.description")} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField {...fieldProps(fields.email, t("fields.email"))} type="email" autoComplete="email" required />
        <TextField
          id={fields.password.id}
          name={fields.password.name}
          errors={fields.password.errors}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton variant="primary">{t("login.submit")}</SubmitButton>
      </Form>
      <LinkLine className="mt-6 text-sm" links={[{ to: "/auth/recover", label: t("login.forgot") }]} />
      {/* Signing up on the way to a page (a claim, a proposal) comes back to it after confirming. */}
      <LinkLine className="mt-2 text-sm" lead={t("login.noAccount")} links={[{ to: withReturn("/signup", redirectTo), label: t("login.signup") }]} />
    </div>
  );
}
