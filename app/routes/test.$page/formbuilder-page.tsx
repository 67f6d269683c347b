import type { Locale } from "@contract/locales";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { FORMBUILDER_SAMPLE, type SampleField } from "./formbuilder-sample";
import type { formbuilderAction } from "./forms.server";
import { JsonBlock, Outcome, TestHeader } from "./parts";

function SampleInput({ field, lang, errors }: { field: SampleField; lang: Locale; errors?: string[] }) {
  const { t } = useTranslation("dev");
  const id = `sample-${field.key}`;
  const label = field.label[lang];
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }));
  switch (field.type) {
    case "textarea":
      return <TextAreaField id={id} name={field.key} label={label} errors={errors} />;
    case "select":
      return <SelectField id={id} name={field.key} label={label} options={options} placeholder={t("test.form.choose")} errors={errors} />;
    case "radio":
      return (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{label}</legend>
          {options.map((o) => (
            <label key={o.value} className="flex min-h-10 items-center gap-2">
              <input type="radio" name={field.key} value={o.value} className="size-5" />
              {o.label}
            </label>
          ))}
        </fieldset>
      );
    case "checkbox":
      return (
        <label className="flex min-h-10 items-center gap-2">
          <input type="checkbox" name={field.key} className="size-5" />
          {label}
        </label>
      );
    default:
      return <TextField id={id} name={field.key} label={label} errors={errors} required={field.required} />;
  }
}

/** /test/formbuilder: a form definition rendered as a form, and the answers the server read from it. */
export function FormbuilderPage() {
  const { t, i18n } = useTranslation("dev");
  const lang: Locale = i18n.language === "en" ? "en" : "nl";
  const result = useActionData<typeof formbuilderAction>();
  return (
    <>
      <TestHeader page="formbuilder" />
      {result && result.missing.length === 0 ? (
        <>
          <Outcome>{t("test.form.received")}</Outcome>
          <JsonBlock label={t("test.form.received")} json={JSON.stringify(result.answers, null, 2)} testId="formbuilder-answers" />
        </>
      ) : null}
      <h2 className="mb-4 mt-6 text-xl font-semibold">{FORMBUILDER_SAMPLE.title[lang]}</h2>
      <Form method="post" className="grid max-w-lg gap-5">
        <CsrfField />
        {FORMBUILDER_SAMPLE.fields.map((field) => (
          <SampleInput key={field.key} field={field} lang={lang} errors={result?.missing.includes(field.key) ? [t("test.required")] : undefined} />
        ))}
        <SubmitButton className="justify-self-start">{t("test.send")}</SubmitButton>
      </Form>
      <div className="mt-8">
        <JsonBlock label={t("test.formbuilder.definition")} json={JSON.stringify(FORMBUILDER_SAMPLE, null, 2)} />
      </div>
    </>
  );
}
