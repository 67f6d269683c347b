import { ANALYTICS_METRICS, type AnalyticsMetric, isPeriod } from "@contract/analytics";
import { isCalendarDate } from "@contract/rules";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { besideGuard } from "./read-ahead";
import { type AnalyticsReport, type Period, getAnalyticsReport, getAnalyticsReportWithHours, getHourFigures } from "./api/analytics";
import type { ApiClient } from "./api/client";
import { orErrorScreen } from "./api/errors";
import { requireUser } from "./auth";
import { isReviewer } from "./permissions";
import type { Features } from "./tenant";

// The period and metric of /analytics and /analytics/index-2 from their GET form and links. A
// value the API would refuse is dropped (the default period shows, with a message), not an error.

export interface AnalyticsSearch {
  from?: string;
  to?: string;
  metric: AnalyticsMetric;
  invalid: boolean;
}

/** The metrics a tenant's figures show: a switched-off feature's count (always 0) is left out. */
export const metricsFor = (features: Features): AnalyticsMetric[] =>
  ANALYTICS_METRICS.filter((m) => (m !== "activity_sign_ups" || features.activities) && (m !== "help_requests_matched" || features.oneOnOneHelp));

export function parseAnalyticsSearch(url: URL, metrics: readonly AnalyticsMetric[] = ANALYTICS_METRICS): AnalyticsSearch {
  const from = url.searchParams.get("from") || undefined;
  const to = url.searchParams.get("to") || undefined;
  const metricParam = url.searchParams.get("metric") ?? "";
  const metric = (metrics as readonly string[]).includes(metricParam) ? (metricParam as AnalyticsMetric) : "applications";
  const dates = [from, to].every((d) => d === undefined || isCalendarDate(d));
  const ordered = dates && (from === undefined || to === undefined || isPeriod(from, to));
  return dates && ordered ? { from, to, metric, invalid: false } : { metric, invalid: true };
}

/** The report of the search as `read` asks it, with the tenant's metrics only. */
async function figures<R extends AnalyticsReport>(
  request: Request,
  context: AppLoadContext,
  read: (api: ApiClient, period: Period, metric: AnalyticsMetric) => Promise<R>,
) {
  const metrics = metricsFor(context.tenant.features);
  const search = parseAnalyticsSearch(new URL(request.url), metrics);
  // The report needs nothing of the user: asked beside them, used after the guard.
  const [, report] = await besideGuard(requireFigures({ request, context }), orErrorScreen(read(context.api, search, search.metric), { 403: 403 }));
  return { search, metrics, report: { ...report, totals: report.totals.filter((row) => metrics.includes(row.metric)) } };
}

/** The figures' CSV: the report of the search. */
export const loadFigures = (request: Request, context: AppLoadContext) => figures(request, context, getAnalyticsReport);

/** /analytics: the report of the search with the centre's hours over its period (`report.hours`), in one call. */
export const loadFiguresWithHours = (request: Request, context: AppLoadContext) => figures(request, context, getAnalyticsReportWithHours);

/** The hours' CSV: the centre's approved hours over the search's period. */
export async function loadHourFigures(request: Request, context: AppLoadContext) {
  await requireFigures({ request, context });
  const search = parseAnalyticsSearch(new URL(request.url));
  return orErrorScreen(getHourFigures(context.api, search), { 403: 403 });
}

/** The figures are the centre's staff's (the API decides which centre; others get 403). */
export async function requireFigures({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const user = await requireUser(request, context);
  if (!isReviewer(user)) throw data(null, { status: 403 });
  return user;
}

/** Quick periods for the form: this year so far, last year, the last twelve whole months. */
export function presets(now = new Date()) {
  const y = now.getUTCFullYear();
  const today = now.toISOString().slice(0, 10);
  const m = now.getUTCMonth();
  const startOf12 = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
  const endOfLast = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return [
    { id: "thisYear", from: `${y}-01-01`, to: today },
    { id: "lastYear", from: `${y - 1}-01-01`, to: `${y - 1}-12-31` },
    { id: "last12", from: startOf12, to: endOfLast },
  ] as const;
}
