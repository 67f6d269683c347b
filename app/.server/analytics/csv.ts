import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AnalyticsReport, OrganizationFigure } from "../api/analytics";
import { writeCsv } from "../csv/write";

// The figures as CSV downloads (docs/analytics.md), written by the one CSV writer. A hidden group
// is "< 5" there too.

const cell = (n: number | null) => (n === null ? "< 5" : n);

/** /analytics/export.csv: every total, then the chosen metric by month, theme and place. */
export function reportCsv(report: AnalyticsReport, t: AppLoadContext["t"]) {
  const metric = t(`analytics:figures.metrics.${report.metric}`);
  const header = [
    t("analytics:figures.totals"),
    t("analytics:figures.metric"),
    `${report.from} – ${report.to}`,
    `${report.previousFrom} – ${report.previousTo}`,
  ];
  const rows = [
    ...report.totals.map((r) => [t("analytics:figures.totals"), t(`analytics:figures.metrics.${r.metric}`), cell(r.current), cell(r.previous)]),
    ...report.byMonth.map((m) => [t("analytics:figures.month"), `${metric}: ${m.month} / ${m.previousMonth}`, cell(m.current), cell(m.previous)]),
    ...report.byTheme.map((g) => [
      t("analytics:figures.theme"),
      `${metric}: ${g.label || t("analytics:figures.removedTheme")}`,
      cell(g.current),
      cell(g.previous),
    ]),
    ...report.byPlace.map((g) => [t("analytics:figures.place"), `${metric}: ${g.label || t("analytics:figures.noPlace")}`, cell(g.current), cell(g.previous)]),
  ];
  return writeCsv([header, ...rows]);
}

/** /analytics/index-2.csv: the per-organization table as on the page. */
export function organizationsCsv(rows: OrganizationFigure[], t: AppLoadContext["t"]) {
  const header = ["id", "name", "vacancies", "applications", "accepted", "declined", "acceptanceRate", "medianResponse"].map((k, i) =>
    i === 0 ? "id" : k === "medianResponse" ? `${t("analytics:perOrganization.medianResponse")} (h)` : t(`analytics:perOrganization.${k}`),
  );
  const body = rows.map((r) => [
    r.id,
    r.name,
    cell(r.vacanciesPublished),
    cell(r.applications),
    cell(r.accepted),
    cell(r.declined),
    r.acceptanceRate,
    r.medianResponseHours,
  ]);
  return writeCsv([header, ...body]);
}
