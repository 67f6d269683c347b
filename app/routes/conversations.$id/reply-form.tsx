import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PrivacySubmit } from "~/components/privacy-submit";
import { TextAreaField } from "~/components/ui/text-area-field";

/** A new message: a plain post, checked on the server (and in the browser once hydrated). */
export function ReplyForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("conversations");
  const [form, fields] = useForm<{ intent: string; body: string }>({ id: "reply", lastResult, shouldValidate: "onSubmit" });
  const body = fields.body;
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-2">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="message" />
      <TextAreaField
        {...getTextareaProps(body)}
        key={lastResult?.status === "success" ? Date.now() : undefined}
        label={t("fields.body")}
        errors={body.errors}
        rows={4}
      />
      <PrivacySubmit note={t("privacyHint")} submit={t("send")} />
    </Form>
  );
}
