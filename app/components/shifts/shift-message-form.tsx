import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { fieldProps } from "~/utils/field-props";

interface Props {
  shiftId: string;
  label: string;
  lastResult: SubmissionResult | undefined;
}

/**
 * The roster's form to message everyone of one shift: a plain post to the roster's action (the
 * roster ships no JavaScript). The page holds one per shift; an answer belongs to the form whose
 * shift it names, which alone takes conform to show its errors and keep what was typed; every other
 * is written as that form with no answer writes it (the ids conform gives, no errors). Each is a
 * plain `<form>`, not Remix's Form: its hooks and conform's form state were paid once per shift,
 * forty times for an activity of forty shifts (docs/performance.md, "CPU").
 */
export function ShiftMessageForm({ shiftId, label, lastResult }: Props) {
  return lastResult?.initialValue?.shiftId === shiftId ? (
    <AnsweredMessageForm shiftId={shiftId} label={label} lastResult={lastResult} />
  ) : (
    <MessageForm
      shiftId={shiftId}
      label={label}
      open={false}
      formProps={{ id: `bericht-${shiftId}`, noValidate: true }}
      body={{ id: `bericht-${shiftId}-body`, name: "body" }}
    />
  );
}

function AnsweredMessageForm({ shiftId, label, lastResult }: Props) {
  const [form, fields] = useForm<{ shiftId: string; body: string }>({ id: `bericht-${shiftId}`, lastResult, shouldValidate: "onSubmit" });
  return (
    <MessageForm shiftId={shiftId} label={label} open formProps={getFormProps(form)} body={fields.body}>
      <FormAlert id={form.errorId} errors={form.errors} />
    </MessageForm>
  );
}

function MessageForm({
  shiftId,
  label,
  open,
  formProps,
  body,
  children,
}: {
  shiftId: string;
  label: string;
  open: boolean;
  formProps: { id: string; noValidate?: boolean };
  body: { id: string; name: string; initialValue?: unknown; errors?: string[] };
  children?: ReactNode;
}) {
  const { t } = useTranslation("hours");
  return (
    <details className="print:hidden" open={open}>
      <summary className="cursor-pointer underline">{t("roster.message.heading")}</summary>
      <form method="post" {...formProps} className="mt-2 grid gap-2">
        <CsrfField />
        {children}
        <input type="hidden" name="shiftId" value={shiftId} />
        <TextAreaField {...fieldProps(body, t("roster.message.label", { shift: label }))} description={t("roster.message.hint")} rows={3} />
        <div>
          <SubmitButton>{t("roster.message.send")}</SubmitButton>
        </div>
      </form>
    </details>
  );
}
