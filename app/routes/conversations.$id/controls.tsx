import type { SubmissionResult } from "@conform-to/react";
import type { ConversationKind } from "@contract/conversations";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { inputClasses, labelClasses } from "~/components/ui/field-styles";
import { FieldErrors } from "~/components/ui/field-errors";
import { Section } from "~/components/section";

interface State {
  kind: ConversationKind;
  archived: boolean;
  blocked: boolean;
  blockedByMe: boolean;
  reported: boolean;
}

/** Archive (one's own list), block (nobody writes until lifted), report to the centre: plain posts. */
export function ConversationControls({ conversation, lastResult }: { conversation: State; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("conversations");
  const intent = (name: string, label: string) => (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={name} />
      <SubmitButton variant="secondary">{label}</SubmitButton>
    </Form>
  );
  const reasonErrors = lastResult?.error?.reason ?? undefined;
  return (
    <Section
      id="controls-heading"
      title={t("controls.heading")}
      className="grid gap-4 border-t border-muted-200 pt-4 dark:border-muted-700"
      headingClassName="text-lg font-semibold"
    >
      <div className="flex flex-wrap gap-3">
        {conversation.archived ? intent("unarchive", t("controls.unarchive")) : intent("archive", t("controls.archive"))}
        {conversation.blocked ? (conversation.blockedByMe ? intent("unblock", t("controls.unblock")) : null) : intent("block", t("controls.block"))}
      </div>
      {conversation.kind === "volunteer_organization" ? (
        conversation.reported ? (
          <p>{t("controls.reported")}</p>
        ) : (
          <Form method="post" className="grid max-w-2xl gap-2">
            <CsrfField />
            <input type="hidden" name="intent" value="report" />
            <label htmlFor="report-reason" className={labelClasses}>
              {t("fields.reason")}
            </label>
            <p id="report-reason-description" className="text-sm text-muted-700 dark:text-muted-300">
              {t("controls.reportHint")}
            </p>
            <textarea
              id="report-reason"
              name="reason"
              rows={2}
              aria-describedby={`report-reason-description${reasonErrors ? " report-reason-error" : ""}`}
              aria-invalid={reasonErrors ? true : undefined}
              className={inputClasses(Boolean(reasonErrors))}
            />
            <FieldErrors id="report-reason-error" errors={reasonErrors} />
            <div>
              <SubmitButton variant="danger">{t("controls.report")}</SubmitButton>
            </div>
          </Form>
        )
      ) : null}
    </Section>
  );
}
