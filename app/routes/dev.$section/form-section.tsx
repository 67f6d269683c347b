import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import type { demoFormAction } from "./form-action.server";
import { demoFormParseOptions, ROLES } from "./form-schema";
import { formOptions } from "~/utils/form-options";
import { fieldProps } from "~/utils/field-props";

/**
 * conform + zod with progressive enhancement: without JavaScript the server validates and answers
 * with the errors; once hydrated the same schema checks each field when it loses focus, never
 * while the visitor is still typing.
 */
export function FormSection() {
  const { t } = useTranslation(["dev", "ui"]);
  const lastResult = useActionData<typeof demoFormAction>();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, demoFormParseOptions(t)),
  });
  // Everything but the key, which React wants written out (conform changes it to reset a field).
  const field = (name: "name" | "email" | "hours") => ({
    id: fields[name].id,
    name: fields[name].name,
    defaultValue: fields[name].initialValue,
    errors: fields[name].errors,
    label: t(`form.fields.${name}`),
  });
  return (
    <>
      <PageHeader title={t("form.title")} description={t("form.intro")} />
      {lastResult?.status === "success" ? (
        <p role="status" className="mb-6 rounded-md border border-primary-300 bg-primary-50 p-3 text-primary-900 dark:bg-primary-950 dark:text-primary-100">
          {t("form.success")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="grid max-w-lg gap-5">
        <CsrfField />
        <TextField key={fields.name.key} {...field("name")} autoComplete="name" />
        <TextField key={fields.email.key} {...field("email")} type="email" autoComplete="email" description={t("form.emailDescription")} />
        <TextField key={fields.hours.key} {...field("hours")} inputMode="numeric" description={t("form.hoursDescription")} />
        <SelectField
          key={fields.role.key}
          {...fieldProps(fields.role, t("form.fields.role"))}
          placeholder={t("form.rolePlaceholder")}
          options={formOptions(ROLES, (role) => t(`form.roles.${role}`))}
        />
        <SubmitButton className="justify-self-start">{t("form.submit")}</SubmitButton>
      </Form>
    </>
  );
}
