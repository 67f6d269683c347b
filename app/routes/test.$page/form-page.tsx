import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { FieldErrors } from "~/components/ui/field-errors";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { COMMITMENTS, DAYS, ROLES, everyFieldOptions } from "./form-schemas";
import type { everyFieldAction } from "./forms.server";
import { JsonBlock, Outcome, TestHeader } from "./parts";
import { formOptions } from "~/utils/form-options";
import { fieldProps } from "~/utils/field-props";

type Field = { id: string; name: string; initialValue?: unknown; errors?: string[]; key?: string };

/** One fieldset of radios or checkboxes, with its errors. */
function Choices({ field, legend, type, options }: { field: Field; legend: string; type: "radio" | "checkbox"; options: { value: string; label: string }[] }) {
  const chosen = [field.initialValue].flat();
  return (
    <fieldset className="grid gap-1" aria-describedby={field.errors?.length ? `${field.id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-10 items-center gap-2">
          <input type={type} name={field.name} value={option.value} defaultChecked={chosen.includes(option.value)} className="size-5" />
          {option.label}
        </label>
      ))}
      <FieldErrors id={`${field.id}-error`} errors={field.errors} />
    </fieldset>
  );
}

/** /test/form: one field of each kind, conform + zod, checked on blur with JavaScript and by the server. */
export function FormPage() {
  const { t } = useTranslation("dev");
  const lastResult = useActionData<typeof everyFieldAction>();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, everyFieldOptions(t)),
  });
  const text = (name: "name" | "email" | "phone" | "website" | "hours" | "startsOn" | "startsAt", type = "text") => (
    <TextField key={fields[name].key} {...fieldProps(fields[name], t(`test.form.fields.${name}`))} type={type} />
  );
  const options = (values: readonly string[], prefix: string) => formOptions(values, (value) => t(`test.form.${prefix}.${value}`));
  return (
    <>
      <TestHeader page="form" />
      {lastResult?.values ? (
        <>
          <Outcome>{t("test.form.received")}</Outcome>
          <JsonBlock label={t("test.form.received")} json={JSON.stringify(lastResult.values, null, 2)} testId="form-values" />
        </>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 grid max-w-lg gap-5">
        <CsrfField />
        {text("name")}
        {text("email", "email")}
        {text("phone", "tel")}
        {text("website", "url")}
        {text("hours", "number")}
        {text("startsOn", "date")}
        {text("startsAt", "time")}
        <SelectField
          key={fields.role.key}
          {...fieldProps(fields.role, t("test.form.fields.role"))}
          placeholder={t("test.form.choose")}
          options={options(ROLES, "roles")}
        />
        <Choices field={fields.commitment} legend={t("test.form.fields.commitment")} type="radio" options={options(COMMITMENTS, "commitments")} />
        <Choices field={fields.days} legend={t("test.form.fields.days")} type="checkbox" options={options(DAYS, "days")} />
        <TextAreaField key={fields.motivation.key} {...fieldProps(fields.motivation, t("test.form.fields.motivation"))} />
        <div className="grid gap-1">
          <label className="flex min-h-10 items-center gap-2">
            <input
              type="checkbox"
              name={fields.agree.name}
              id={fields.agree.id}
              value="on"
              className="size-5"
              aria-describedby={fields.agree.errors?.length ? `${fields.agree.id}-error` : undefined}
            />
            {t("test.form.fields.agree")}
          </label>
          <FieldErrors id={`${fields.agree.id}-error`} errors={fields.agree.errors} />
        </div>
        <SubmitButton className="justify-self-start">{t("test.send")}</SubmitButton>
      </Form>
    </>
  );
}
