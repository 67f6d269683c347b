import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from "@contract/news-items";
import { SLUG_MAX } from "@contract/pages";
import { CsrfField } from "~/components/csrf-field";
import { DescriptionField, richTextFields } from "~/components/editor/description-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { validationErrorMap } from "~/utils/validation-message";
import { newsFormSchema } from "./news-form-schema";
import { NewsImageField, type StockChoice } from "./news-image-field";
import { fieldProps } from "~/utils/field-props";
import type { EditorDefault } from "~/utils/rich-text-plain";

export interface NewsFormDefaults {
  title: string;
  slug: string;
  summary: string;
  publishedAt: string;
  pinned: boolean;
  body: EditorDefault;
  image: StockChoice | null;
}

/** A news item: title, address, summary, publication time (empty: a draft), pinned, body. */
export function NewsForm({
  lastResult,
  defaults,
  stock,
  submit,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaults: NewsFormDefaults;
  stock: StockChoice[];
  submit: string;
}) {
  const { t } = useTranslation("content");
  const [form, fields] = useForm({
    id: "news-form",
    lastResult,
    // Checked in the browser as well: no round trip to the server on every blur.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: newsFormSchema,
        errorMap: validationErrorMap(t, {
          title: t("news.fieldTitle"),
          slug: t("page.slug"),
          summary: t("news.summary"),
          publishedAt: t("news.publishedAt"),
          body: t("page.body"),
        }),
      }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const sent = (name: keyof typeof fields) => fields[name].initialValue as string | undefined;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid max-w-3xl gap-6">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField {...fieldProps(fields.title, t("news.fieldTitle"), defaults.title)} maxLength={NEWS_TITLE_MAX} required />
      <TextField {...fieldProps(fields.slug, t("page.slug"), defaults.slug)} description={t("news.slugHint")} maxLength={SLUG_MAX} />
      <TextAreaField {...fieldProps(fields.summary, t("news.summary"), defaults.summary)} rows={3} maxLength={NEWS_SUMMARY_MAX} />
      <TextField
        {...fieldProps(fields.publishedAt, t("news.publishedAt"), defaults.publishedAt)}
        type="datetime-local"
        step={1}
        description={t("news.publishedAtHint")}
      />
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={fields.pinned.id}
          name={fields.pinned.name}
          defaultChecked={lastResult ? sent("pinned") === "on" : defaults.pinned}
          className="size-5 accent-primary-700"
        />
        <label htmlFor={fields.pinned.id}>{t("news.pinnedLabel")}</label>
      </div>
      <NewsImageField current={defaults.image} stock={stock} fields={fields} altDefault={defaults.image?.alt ?? ""} />
      <DescriptionField {...richTextFields(fields, "body")} label={t("page.body")} images {...defaults.body} />
      <div>
        <SubmitButton>{submit}</SubmitButton>
      </div>
    </Form>
  );
}
