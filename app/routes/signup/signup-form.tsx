import { CsrfField } from "~/components/csrf-field";
import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { LinkLine } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import type { signupAction } from "./action.server";
import { AccountFields } from "./account-fields";
import { signupSchema } from "./schema";
import { withReturn } from "~/utils/return-to";

/** The sign-up form: name, e-mail address, password twice and the language for mail. */
export function SignupForm() {
  const { t } = useTranslation(["auth", "ui", "organizations"]);
  const { locale, redirectTo } = useLoaderData<{ locale: string; redirectTo: string | null }>();
  const lastResult = useActionData<typeof signupAction>();
  const [form, fields] = useAccountForm(signupSchema, t, { lastResult, defaultValue: { locale } });
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("signup.title")} description={t("signup.description")} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <CsrfField />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        <AccountFields fields={fields} />
        <SubmitButton variant="primary">{t("signup.submit")}</SubmitButton>
      </Form>
      <LinkLine className="mt-6 text-sm" lead={t("signup.haveAccount")} links={[{ to: withReturn("/login", redirectTo), label: t("signup.login") }]} />
      <LinkLine className="mt-2 text-sm" lead={t("signup.organization")} links={[{ to: "/organizations/signup", label: t("organizations:signup.link") }]} />
    </div>
  );
}
