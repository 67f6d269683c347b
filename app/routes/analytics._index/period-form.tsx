import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { AnalyticsReport } from "~/.server/api/analytics";
import { buttonClasses } from "~/components/ui/button-styles";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { formOptions } from "~/utils/form-options";

/** The period and the metric to break down: a GET form, and links for the usual periods. */
export function PeriodForm({
  report,
  presets,
  metrics,
}: {
  report: AnalyticsReport;
  presets: readonly { id: string; from: string; to: string }[];
  metrics: readonly string[];
}) {
  const { t } = useTranslation("analytics");
  return (
    <section aria-label={t("figures.period")} className="mb-6">
      <Form method="get" className="flex flex-wrap items-end gap-4">
        <TextField id="analytics-from" name="from" type="date" label={t("figures.from")} defaultValue={report.from} required />
        <TextField id="analytics-to" name="to" type="date" label={t("figures.to")} defaultValue={report.to} required />
        <SelectField
          id="analytics-metric"
          name="metric"
          label={t("figures.metric")}
          defaultValue={report.metric}
          options={formOptions(metrics, (m) => t(`figures.metrics.${m}`))}
        />
        <button type="submit" className={buttonClasses("primary")}>
          {t("figures.show")}
        </button>
      </Form>
      <ul className="mt-3 flex flex-wrap gap-4">
        {presets.map((p) => (
          <li key={p.id}>
            <Link className="underline text-primary-800 dark:text-primary-300" to={`?from=${p.from}&to=${p.to}&metric=${report.metric}`}>
              {t(`figures.${p.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
