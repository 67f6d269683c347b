import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SubmissionResult } from "@conform-to/react";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { descriptionClasses, fieldIds, inputClasses, labelClasses } from "~/components/ui/field-styles";
import { FieldErrors } from "~/components/ui/field-errors";

/** For those who handle it: the next status (only the allowed ones) and a message to the applicant. */
export function StatusForm({ next, lastResult }: { next: string[]; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("applications");
  const [form, fields] = useForm({ lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const message = fields.message;
  const invalid = Boolean(message.errors?.length);
  const ids = fieldIds(message.id, { description: true, invalid });
  return (
    <section aria-labelledby="application-status-form" className="grid gap-3">
      <h2 id="application-status-form" className="text-xl font-semibold">{t("show.statusHeading")}</h2>
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
          options={next.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <div className="grid gap-1">
          <label htmlFor={message.id} className={labelClasses}>{t("fields.message")}</label>
          <textarea id={message.id} name={message.name} rows={4} aria-invalid={invalid || undefined} aria-describedby={ids.describedBy} className={inputClasses(invalid)} />
          <p id={ids.descriptionId} className={descriptionClasses}>{t("show.messageHelp")}</p>
          <FieldErrors id={ids.errorId} errors={message.errors} />
        </div>
        <SubmitButton className="justify-self-start">{t("show.statusSubmit")}</SubmitButton>
      </Form>
    </section>
  );
}
