import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { TEMPLATE_SUBJECT_MAX, type TemplateVariable } from "@contract/notification-templates";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { DescriptionField, richTextFields } from "~/components/editor/description-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { validationErrorMap } from "~/utils/validation-message";
import { templateFormSchema } from "./template-form-schema";
import { fieldProps } from "~/utils/field-props";
import type { EditorDefault } from "~/utils/rich-text-plain";

type Body = EditorDefault;

export interface TemplateFormDefaults {
  subjectNl: string;
  bodyNl: Body;
  subjectEn: string;
  bodyEn: Body;
}

/** The variables a template may use, with what each becomes; the required ones marked. */
export function VariableList({ variables }: { variables: TemplateVariable[] }) {
  const { t } = useTranslation("mail-templates");
  return (
    <section aria-labelledby="template-variables" className="grid gap-2">
      <h2 id="template-variables" className="text-xl font-semibold">
        {t("variables.title")}
      </h2>
      <p>{t("variables.help", { example: "{{site}}" })}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {variables.map((v) => (
          <div key={v.name} className="contents">
            <dt>
              <code>{`{{${v.name}}}`}</code>
            </dt>
            <dd>
              {t(`variables.names.${v.name}`, { example: `[${t("variables.button")}]({{link}})` })}
              {v.required ? ` (${t("variables.required")})` : ""}
              {v.block ? ` (${t("variables.block")})` : ""}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The form's two languages: the suffix of their fields' names and their fieldset's legend. */
const LANGUAGES = [
  ["Nl", "form.dutch"],
  ["En", "form.english"],
] as const;

/** Subject and body in Dutch and English; "Preview" posts the same form without saving. */
export function TemplateForm({ lastResult, defaults }: { lastResult?: SubmissionResult<string[]>; defaults: TemplateFormDefaults }) {
  const { t } = useTranslation("mail-templates");
  const labels = { subjectNl: t("form.subjectNl"), bodyNl: t("form.bodyNl"), subjectEn: t("form.subjectEn"), bodyEn: t("form.bodyEn") };
  const [form, fields] = useForm({
    id: "template-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: templateFormSchema, errorMap: validationErrorMap(t, labels) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const sent = (name: keyof typeof fields) => fields[name].initialValue as string | undefined;
  // After a preview or a refused save the textarea keeps what was posted; its prefill stays the
  // stored text, so the save still sees the change.
  const body = (name: "bodyNl" | "bodyEn", stored: Body) => ({ ...stored, posted: sent(name) });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-6">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      {LANGUAGES.map(([lang, legend]) => (
        <fieldset key={lang} className="grid gap-4">
          <legend className="mb-2 text-xl font-semibold">{t(legend)}</legend>
          <TextField
            {...fieldProps(fields[`subject${lang}`], labels[`subject${lang}`], defaults[`subject${lang}`])}
            maxLength={TEMPLATE_SUBJECT_MAX}
            required
          />
          <DescriptionField {...richTextFields(fields, `body${lang}`)} label={labels[`body${lang}`]} {...body(`body${lang}`, defaults[`body${lang}`])} />
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-4">
        <SubmitButton name="intent" value="save">
          {t("form.save")}
        </SubmitButton>
        <SubmitButton name="intent" value="preview">
          {t("form.preview")}
        </SubmitButton>
      </div>
    </Form>
  );
}
