import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getAnalyticsReport } from "~/.server/api/analytics";
import { orErrorScreen } from "~/.server/api/errors";
import { csvResponse, reportCsv } from "~/.server/analytics/csv";
import { parseAnalyticsSearch, requireFigures } from "~/.server/analytics-search";

/** GET /analytics/export.csv?from&to&metric: the figures of /analytics as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFigures({ request, context });
  const search = parseAnalyticsSearch(new URL(request.url));
  const report = await orErrorScreen(getAnalyticsReport(context.api, search, search.metric), { 403: 403 });
  return csvResponse(reportCsv(report, context.t), `figures-${report.from}-${report.to}`);
}
