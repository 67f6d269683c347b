import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatMinutes } from "@contract/hours";
import type { AnalyticsReport, HourFigures, OrganizationFigure } from "../api/analytics";
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

/**
 * /analytics/uren.csv: the centre's approved hours as on the page, total, by month, organization
 * and theme. Hours as "12:30" and the minutes beside them, so a spreadsheet can add them up.
 */
export function hoursCsv(hours: HourFigures, t: AppLoadContext["t"]) {
  const header = [
    t("analytics:hours.group"),
    t("analytics:hours.name"),
    `${hours.from} – ${hours.to}`,
    `${hours.previousFrom} – ${hours.previousTo}`,
    `${hours.from} – ${hours.to} (${t("analytics:hours.minutes")})`,
    `${hours.previousFrom} – ${hours.previousTo} (${t("analytics:hours.minutes")})`,
  ];
  const row = (group: string, name: string, s: { current: number; previous: number }) => [
    group,
    name,
    formatMinutes(s.current),
    formatMinutes(s.previous),
    s.current,
    s.previous,
  ];
  return writeCsv([
    header,
    row(t("analytics:figures.totals"), t("analytics:hours.approved"), hours.minutes),
    ...hours.byMonth.map((m) => row(t("analytics:figures.month"), `${m.month} / ${m.previousMonth}`, m)),
    ...hours.byOrganization.map((o) => row(t("analytics:hours.organization"), o.label, o)),
    ...hours.byTheme.map((g) => row(t("analytics:figures.theme"), g.label, g)),
  ]);
}
