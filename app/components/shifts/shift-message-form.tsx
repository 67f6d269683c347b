import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { fieldProps } from "~/utils/field-props";

/**
 * The roster's form to message everyone of one shift: a plain post to the roster's action. The
 * page holds one per shift; an answer belongs to the form whose shift it names.
 */
export function ShiftMessageForm({ shiftId, label, lastResult }: { shiftId: string; label: string; lastResult: SubmissionResult | undefined }) {
  const { t } = useTranslation("hours");
  const own = lastResult?.initialValue?.shiftId === shiftId ? lastResult : undefined;
  const [form, fields] = useForm<{ shiftId: string; body: string }>({ id: `bericht-${shiftId}`, lastResult: own, shouldValidate: "onSubmit" });
  return (
    <details className="print:hidden" open={own !== undefined}>
      <summary className="cursor-pointer underline">{t("roster.message.heading")}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-2">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="shiftId" value={shiftId} />
        <TextAreaField {...fieldProps(fields.body, t("roster.message.label", { shift: label }))} description={t("roster.message.hint")} rows={3} />
        <div>
          <SubmitButton>{t("roster.message.send")}</SubmitButton>
        </div>
      </Form>
    </details>
  );
}
