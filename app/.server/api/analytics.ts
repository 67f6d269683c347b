import type {
  AnalyticsMetric,
  AnalyticsReportAttributes,
  HourFigureAttributes,
  OrganizationFigureAttributes,
  analyticsShow,
  hourFiguresShow,
  organizationFigureList,
} from "@contract/analytics";
import type { Camelized } from "@contract/case";
import type { DashboardItemAttributes, DashboardKey } from "@contract/dashboard";
import type { ListQuery } from "@contract/list";
import type { ApiClient } from "./client";

// docs/analytics.md: the dashboard's counts and the centre's figures. The shapes are the contract's.

export type DashboardItem = Camelized<DashboardItemAttributes> & { id: DashboardKey };

/** What waits for the signed-in user, one item per count the API has for them. */
export async function getDashboard(api: ApiClient) {
  const { data } = await api.get<DashboardItem[]>("/api/v1/dashboard");
  return data;
}

type Deep<T> = T extends (infer U)[] ? Deep<U>[] : T extends object ? Camelized<{ [K in keyof T]: Deep<T[K]> }> : T;
export type AnalyticsReport = Deep<AnalyticsReportAttributes>;
export type OrganizationFigure = Camelized<OrganizationFigureAttributes> & { id: string };
export type HourFigures = Deep<HourFigureAttributes>;

export interface Period {
  from?: string;
  to?: string;
}

export async function getAnalyticsReport(api: ApiClient, period: Period, metric: AnalyticsMetric) {
  const query = { filter: { from: period.from, to: period.to, metric } } satisfies ListQuery<typeof analyticsShow>;
  const { data } = await api.get<AnalyticsReport>("/api/v1/analytics", query);
  return data;
}

/** The report with the centre's hours over the same period, in one call (/analytics shows both). */
export async function getAnalyticsReportWithHours(api: ApiClient, period: Period, metric: AnalyticsMetric) {
  const query = { filter: { from: period.from, to: period.to, metric }, include: ["hours"] } satisfies ListQuery<typeof analyticsShow>;
  const { data } = await api.get<AnalyticsReport & { hours: HourFigures }>("/api/v1/analytics", query);
  return data;
}

/** One page of the per-organization figures, sorted as asked. */
export async function listOrganizationFigures(
  api: ApiClient,
  period: Period,
  sort: ListQuery<typeof organizationFigureList>["sort"],
  page: { number: number; size: number },
) {
  const query = { filter: { from: period.from, to: period.to }, sort, page } satisfies ListQuery<typeof organizationFigureList>;
  const { data, meta } = await api.get<OrganizationFigure[]>("/api/v1/analytics/organizations", query);
  return { rows: data, total: Number(meta.total ?? 0), from: String(meta.from ?? ""), to: String(meta.to ?? "") };
}

/** The centre's approved hours over the period (docs/shifts-and-hours.md "The centre's hours"). */
export async function getHourFigures(api: ApiClient, period: Period) {
  const query = { filter: { from: period.from, to: period.to } } satisfies ListQuery<typeof hourFiguresShow>;
  const { data } = await api.get<HourFigures>("/api/v1/analytics/hours", query);
  return data;
}
