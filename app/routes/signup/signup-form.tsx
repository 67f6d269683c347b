import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { parseOptions } from "~/utils/account-forms/parse-options";
import { fieldProps } from "~/utils/field-props";
import type { signupAction } from "./action.server";
import { LOCALES, signupSchema } from "./schema";
import { formOptions } from "~/utils/form-options";
import { withReturn } from "~/utils/return-to";

/** The sign-up form: name, e-mail address, password twice and the language for mail. */
export function SignupForm() {
  const { t } = useTranslation(["auth", "ui", "organizations"]);
  const { locale, redirectTo } = useLoaderData<{ locale: string; redirectTo: string | null }>();
  const lastResult = useActionData<typeof signupAction>();
  const [form, fields] = useForm<z.input<ReturnType<typeof signupSchema>>>({
    lastResult,
    defaultValue: { locale },
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, parseOptions(signupSchema, t)),
  });
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("signup.title")} description={t("signup.description")} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <CsrfField />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField {...fieldProps(fields.firstName, t("fields.firstName"))} autoComplete="given-name" required />
        <TextField {...fieldProps(fields.lastName, t("fields.lastName"))} autoComplete="family-name" required />
        <TextField {...fieldProps(fields.email, t("fields.email"))} type="email" autoComplete="email" required />
        <TextField
          {...fieldProps(fields.password, t("fields.password"))}
          type="password"
          autoComplete="new-password"
          description={t("signup.passwordDescription")}
          required
        />
        <TextField {...fieldProps(fields.passwordConfirmation, t("fields.passwordConfirmation"))} type="password" autoComplete="new-password" required />
        <SelectField {...fieldProps(fields.locale, t("fields.locale"))} options={formOptions(LOCALES, (value) => t(`languages.${value}`))} />
        <SubmitButton variant="primary">{t("signup.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        {t("signup.haveAccount")}{" "}
        <Link to={withReturn("/login", redirectTo)} className="underline">
          {t("signup.login")}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        {t("signup.organization")}{" "}
        <Link to="/organizations/signup" className="underline">
          {t("organizations:signup.link")}
        </Link>
      </p>
    </div>
  );
}
