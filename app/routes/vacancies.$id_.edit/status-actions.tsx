import { CsrfField } from "~/components/csrf-field";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { STATUS_ACTIONS, type VacancyStatus } from "~/utils/vacancy-status";
import { Section } from "~/components/section";

/** The status moves the API allows from here, each a button of one small POST form. */
export function StatusActions({ status, errors }: { status: VacancyStatus; errors?: string[] }) {
  const { t } = useTranslation("vacancies");
  return (
    <Section id="vacancy-status-heading" title={t("edit.actions")} className="mb-8 grid gap-3" headingClassName="text-lg font-semibold">
      <p>{t("edit.current", { status: t(`statuses.${status}`) })}</p>
      <FormAlert id="vacancy-status-errors" errors={errors} />
      <Form method="post" className="flex flex-wrap gap-3">
        <CsrfField />
        <input type="hidden" name="intent" value="status" />
        {STATUS_ACTIONS[status].map(([action, to]) => (
          <SubmitButton key={action} name="status" value={to}>
            {t(`edit.${action}`)}
          </SubmitButton>
        ))}
      </Form>
    </Section>
  );
}
