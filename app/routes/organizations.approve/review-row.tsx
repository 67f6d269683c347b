import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";

interface Row {
  id: string;
  name: string;
  organizationType: string;
  address: string;
}

export const BULK_FORM_ID = "bulk-approve";

/** One pending organization: its own form, approve or deny with an optional reason. */
export function ReviewRow({ row, lastResult }: { row: Row; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("organizations");
  const [form, fields] = useForm({ id: `review-${row.id}`, lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const reasonId = `review-${row.id}-reason`;
  const headingId = `review-${row.id}-name`;
  return (
    <li className="rounded-theme border border-muted-300 p-4 dark:border-muted-700">
      <div className="flex flex-wrap items-start gap-3">
        <input
          type="checkbox"
          name="ids"
          value={row.id}
          form={BULK_FORM_ID}
          id={`select-${row.id}`}
          aria-label={t("approve.selectRow", { name: row.name })}
          className="mt-1 size-5"
        />
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            <Link to={`/organizations/${row.id}`} className="underline">
              {row.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-700 dark:text-muted-300">
            {[t(`types.${row.organizationType}`, { defaultValue: row.organizationType }), row.address].filter(Boolean).join(" · ")}
          </p>
        </div>
      </div>
      <Form method="post" {...getFormProps(form)} aria-labelledby={headingId} className="mt-4 grid gap-3">
        <CsrfField />
        <FormAlert id={form.errorId} errors={[...(form.errors ?? []), ...(fields.status.errors ?? []), ...(fields.id.errors ?? [])]} />
        <input type="hidden" name="id" value={row.id} />
        <TextAreaField
          id={reasonId}
          name="reason"
          label={t("approve.reason")}
          errors={fields.reason.errors}
          rows={2}
          maxLength={2000}
          defaultValue={typeof fields.reason.initialValue === "string" ? fields.reason.initialValue : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="status" value="approved" variant="primary" aria-label={t("approve.approveNamed", { name: row.name })}>
            {t("approve.approve")}
          </SubmitButton>
          <SubmitButton name="status" value="denied" variant="secondary" aria-label={t("approve.denyNamed", { name: row.name })}>
            {t("approve.deny")}
          </SubmitButton>
        </div>
      </Form>
    </li>
  );
}

/** Approves every checked row at once; the checkboxes join this form with their `form` attribute. */
export function BulkApproveForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("organizations");
  const [form, fields] = useForm({ id: BULK_FORM_ID, lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-3">
      <CsrfField />
      <FormAlert id={form.errorId} errors={[...(form.errors ?? []), ...(fields.ids.errors ?? [])]} />
      <input type="hidden" name="intent" value="bulk" />
      <div>
        <SubmitButton variant="primary">{t("approve.approveSelected")}</SubmitButton>
      </div>
    </Form>
  );
}
