import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { SubmissionResult } from "@conform-to/react";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { formOptions } from "~/utils/form-options";
import { Section } from "~/components/section";

/** For those who handle it: the next status (only the allowed ones) and a message to the applicant. */
export function StatusForm({ next, lastResult }: { next: string[]; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("applications");
  const [form, fields] = useForm({ lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const message = fields.message;
  return (
    <Section id="application-status-form" title={t("show.statusHeading")} className="grid gap-3">
      <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="status" />
        <SelectField
          id={fields.status.id}
          name={fields.status.name}
          label={t("fields.newStatus")}
          placeholder={t("show.chooseStatus")}
          errors={fields.status.errors}
          options={formOptions(next, (status) => t(`statuses.${status}`))}
        />
        <TextAreaField id={message.id} name={message.name} label={t("fields.message")} description={t("show.messageHelp")} errors={message.errors} rows={4} />
        <SubmitButton className="justify-self-start">{t("show.statusSubmit")}</SubmitButton>
      </Form>
    </Section>
  );
}
