import { useTranslation } from "~/i18n-t";
import type { AnalyticsReport } from "~/.server/api/analytics";
import { numberFormat } from "~/utils/intl";

/** The change in percent, or nothing when either figure is hidden or the previous one is 0. */
export function change(current: number | null, previous: number | null) {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Every metric's total this period and the previous one, with the change. */
export function TotalsTable({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation("analytics");
  const shown = (n: number | null) => (n === null ? t("figures.small") : numberFormat(i18n.language).format(n));
  const percent = (n: number | null) => (n === null ? "–" : `${n > 0 ? "+" : ""}${n}%`);
  return (
    // Scrolls on its own at 320 px rather than the page (WCAG 1.4.10), reachable by keyboard.
    <div className="mb-10 max-w-3xl overflow-x-auto" role="region" aria-label={t("figures.totals")} tabIndex={0}>
      <table className="w-full text-left" data-testid="analytics-totals">
        <caption className="mb-3 text-left text-xl font-semibold">{t("figures.totals")}</caption>
        <thead>
          <tr className="border-b border-muted-300 dark:border-muted-700">
            {[
              [t("figures.metric"), "py-1 pr-4"],
              [t("figures.current"), "py-1 pr-4 text-right"],
              [t("figures.previous"), "py-1 pr-4 text-right"],
              [t("figures.change"), "py-1 text-right"],
            ].map(([header, className]) => (
              <th key={header} scope="col" className={className}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.totals.map((row) => (
            <tr key={row.metric} className="border-b border-muted-200 dark:border-muted-800">
              <th scope="row" className="py-1 pr-4 font-normal">
                {t(`figures.metrics.${row.metric}`)}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums" data-testid={`total-${row.metric}`}>
                {shown(row.current)}
              </td>
              <td className="py-1 pr-4 text-right tabular-nums" data-testid={`previous-${row.metric}`}>
                {shown(row.previous)}
              </td>
              <td className="py-1 text-right tabular-nums">{percent(change(row.current, row.previous))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
