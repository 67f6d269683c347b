import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { PAGE_STATUSES, PAGE_TITLE_MAX, SLUG_MAX } from "@contract/pages";
import { CsrfField } from "~/components/csrf-field";
import { DescriptionField, richTextFields } from "~/components/editor/description-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { validationErrorMap } from "~/utils/validation-message";
import { pageFormSchema } from "./page-form-schema";
import { formOptions } from "~/utils/form-options";
import { fieldProps } from "~/utils/field-props";
import type { EditorDefault } from "~/utils/rich-text-plain";

export interface PageFormDefaults {
  title: string;
  slug: string;
  status: string;
  body: EditorDefault;
}

/** A page's title, address, state and rich-text body; the same form adds and edits. */
export function PageForm({ lastResult, defaults, submit }: { lastResult?: SubmissionResult<string[]>; defaults: PageFormDefaults; submit: string }) {
  const { t } = useTranslation("content");
  const [form, fields] = useForm({
    id: "page-form",
    lastResult,
    // Checked in the browser as well: no round trip to the server on every blur.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: pageFormSchema,
        errorMap: validationErrorMap(t, { title: t("page.title"), slug: t("page.slug"), status: t("page.status"), body: t("page.body") }),
      }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-6">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField {...fieldProps(fields.title, t("page.title"), defaults.title)} maxLength={PAGE_TITLE_MAX} required />
      <TextField {...fieldProps(fields.slug, t("page.slug"), defaults.slug)} description={t("page.slugHint")} maxLength={SLUG_MAX} />
      <SelectField {...fieldProps(fields.status, t("page.status"), defaults.status)} options={formOptions(PAGE_STATUSES, (s) => t(`state.${s}`))} />
      <DescriptionField {...richTextFields(fields, "body")} label={t("page.body")} images {...defaults.body} />
      <div>
        <SubmitButton>{submit}</SubmitButton>
      </div>
    </Form>
  );
}
