import { formatMinutes } from "@contract/hours";
import { useTranslation } from "~/i18n-t";
import { chartLabels } from "./chart-labels";
import type { HourFigures } from "~/.server/api/analytics";
import { ComparisonChart } from "~/components/comparison-chart";
import { numberFormat } from "~/utils/intl";
import { change } from "./totals-table";
import { Section } from "~/components/section";

/**
 * The centre's approved hours over the page's period (docs/shifts-and-hours.md "The centre's
 * hours"): the total against the period before, what waits for approval, then per month,
 * organization and theme, each a chart with its table, and the CSV.
 */
export function HoursSection({ hours, query, monthLabel }: { hours: HourFigures; query: string; monthLabel: (month: string) => string }) {
  const { t, i18n } = useTranslation("analytics");
  const percent = change(hours.minutes.current, hours.minutes.previous);
  const labels = (title: string, group: string) => chartLabels(t, title, group);
  return (
    <Section id="analytics-hours" title={t("hours.title")} className="mt-12" headingClassName="mb-2 text-2xl font-semibold">
      <p className="mb-4 max-w-3xl text-muted-700 dark:text-muted-300">{t("hours.description")}</p>
      <dl className="mb-4 grid max-w-3xl gap-3 sm:grid-cols-3">
        <div className="rounded border border-muted-300 p-3 dark:border-muted-700">
          <dt>{t("hours.approved")}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="hours-total">
            {formatMinutes(hours.minutes.current)}
          </dd>
          <dd className="text-sm text-muted-700 dark:text-muted-300">
            {t("hours.previous", { hours: formatMinutes(hours.minutes.previous) })}
            {percent === null ? null : ` (${percent > 0 ? "+" : ""}${percent}%)`}
          </dd>
        </div>
        <div className="rounded border border-muted-300 p-3 dark:border-muted-700">
          <dt>{t("hours.records")}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="hours-records">
            {numberFormat(i18n.language).format(hours.records.current)}
          </dd>
        </div>
        <div className="rounded border border-muted-300 p-3 dark:border-muted-700">
          <dt>{t("hours.pending")}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="hours-pending">
            {hours.pendingCapped ? t("dashboard.capped", { count: hours.pendingRecords }) : numberFormat(i18n.language).format(hours.pendingRecords)}
          </dd>
        </div>
      </dl>
      <p className="mb-6">
        <a className="underline text-primary-800 dark:text-primary-300" href={`/analytics/uren.csv${query}`} download>
          {t("hours.export")}
        </a>
      </p>
      <ComparisonChart
        format={formatMinutes}
        rows={hours.byMonth.map((m) => ({ key: m.month, label: monthLabel(m.month), current: m.current, previous: m.previous }))}
        labels={labels(t("hours.byMonth"), t("figures.month"))}
      />
      {hours.byOrganization.length ? (
        <ComparisonChart format={formatMinutes} rows={hours.byOrganization} labels={labels(t("hours.byOrganization"), t("hours.organization"))} />
      ) : null}
      {hours.byTheme.length ? <ComparisonChart format={formatMinutes} rows={hours.byTheme} labels={labels(t("hours.byTheme"), t("figures.theme"))} /> : null}
    </Section>
  );
}
