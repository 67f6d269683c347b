import { GROUPED_METRICS } from "@contract/analytics";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { chartLabels } from "./chart-labels";
import { loadFiguresWithHours, presets } from "~/.server/analytics-search";
import { ComparisonChart } from "~/components/comparison-chart";
import { PageHeader } from "~/components/page-header";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { PeriodForm } from "./period-form";
import { HoursSection } from "./hours-section";
import { TotalsTable } from "./totals-table";
import { dateTimeFormat } from "~/utils/intl";

export const handle = { i18n: ["analytics"] };

// The centre's figures (docs/analytics.md): totals of a period against the one before, and one
// metric by month, theme and place, each a server-drawn chart with its table; then the centre's
// approved hours (docs/shifts-and-hours.md). GET forms and links only; works without JavaScript.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    search,
    metrics,
    report: { hours, ...report },
  } = await loadFiguresWithHours(request, context);
  return {
    title: context.t("analytics:figures.title"),
    report,
    hours,
    metrics,
    invalid: search.invalid,
    presets: presets(),
    query: new URL(request.url).search,
  };
}

export const meta = titleMeta;

export default function Figures() {
  const { t, i18n } = useTranslation("analytics");
  const { report, hours, metrics, invalid, presets, query } = useLoaderData<typeof loader>();
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  const metricName = t(`figures.metrics.${report.metric}`);
  const labels = (title: string, group: string) => chartLabels(t, title, group);
  const grouped = GROUPED_METRICS.includes(report.metric);
  const monthLabel = (m: string) => dateTimeFormat(i18n.language, { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${m}-01T00:00:00Z`));
  return (
    <div>
      <PageHeader
        title={t("figures.title")}
        description={t("figures.description", {
          from: date(report.from),
          to: date(report.to),
          previousFrom: date(report.previousFrom),
          previousTo: date(report.previousTo),
        })}
        actions={
          <>
            <a className="underline text-primary-800 dark:text-primary-300" href={`/analytics/export.csv${query}`} download>
              {t("figures.export")}
            </a>
            <Link className="underline text-primary-800 dark:text-primary-300" to={`/analytics/index-2${query}`}>
              {t("figures.organizations")}
            </Link>
          </>
        }
      />
      {invalid ? (
        <p role="alert" className="mb-4 font-semibold text-red-800 dark:text-red-300">
          {t("figures.invalidPeriod")}
        </p>
      ) : null}
      <PeriodForm report={report} presets={presets} metrics={metrics} />
      <p className="mb-6 text-muted-700 dark:text-muted-300">
        {report.rolledThrough ? t("figures.rolledThrough", { date: date(report.rolledThrough) }) : t("figures.neverRolled")} {t("figures.smallNote")}
      </p>
      <TotalsTable report={report} />
      <ComparisonChart
        rows={report.byMonth.map((m) => ({ key: m.month, label: monthLabel(m.month), current: m.current, previous: m.previous }))}
        labels={labels(t("figures.byMonth", { metric: metricName }), t("figures.month"))}
      />
      {grouped ? (
        <>
          <ComparisonChart
            rows={report.byTheme.map((g) => ({ ...g, label: g.label || t("figures.removedTheme") }))}
            labels={labels(t("figures.byTheme", { metric: metricName }), t("figures.theme"))}
          />
          <ComparisonChart
            rows={report.byPlace.map((g) => ({ ...g, label: g.label || t("figures.noPlace") }))}
            labels={labels(t("figures.byPlace", { metric: metricName }), t("figures.place"))}
          />
        </>
      ) : null}
      <HoursSection hours={hours} query={query} monthLabel={monthLabel} />
    </div>
  );
}
