import { inLocale } from "@contract/forms";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { FormFieldInput } from "~/components/forms/form-field-input";
import { SubmitButton } from "~/components/submit-button";
import { FORMBUILDER_SAMPLE, FORMBUILDER_SAMPLE_TITLE } from "./formbuilder-sample";
import type { formbuilderAction } from "./forms.server";
import { JsonBlock, Outcome, TestHeader } from "./parts";

/**
 * /test/formbuilder: a form definition rendered by the public forms' renderer, and the answers the
 * server read and checked with the contract's rules (the same as /forms/<token>).
 */
export function FormbuilderPage() {
  const { t, i18n } = useTranslation("dev");
  const result = useActionData<typeof formbuilderAction>();
  const accepted = result !== undefined && Object.keys(result.errors).length === 0;
  return (
    <>
      <TestHeader page="formbuilder" />
      {accepted ? (
        <>
          <Outcome>{t("test.form.received")}</Outcome>
          <JsonBlock label={t("test.form.received")} json={JSON.stringify(result.answers, null, 2)} testId="formbuilder-answers" />
        </>
      ) : null}
      <h2 className="mb-4 mt-6 text-xl font-semibold">{inLocale(FORMBUILDER_SAMPLE_TITLE, i18n.language)}</h2>
      <Form method="post" noValidate className="grid max-w-lg gap-5">
        <CsrfField />
        {FORMBUILDER_SAMPLE.fields.map((field) => (
          <FormFieldInput
            key={field.key}
            field={field}
            value={accepted ? undefined : result?.values[field.key]}
            error={result?.errors[field.key]}
            idPrefix="sample"
          />
        ))}
        <SubmitButton className="justify-self-start">{t("test.send")}</SubmitButton>
      </Form>
      <div className="mt-8">
        <JsonBlock label={t("test.formbuilder.definition")} json={JSON.stringify(FORMBUILDER_SAMPLE, null, 2)} />
      </div>
    </>
  );
}
