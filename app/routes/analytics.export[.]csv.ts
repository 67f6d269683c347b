import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { reportCsv } from "~/.server/analytics/csv";
import { csvResponse } from "~/.server/csv/write";
import { loadFigures } from "~/.server/analytics-search";

/** GET /analytics/export.csv?from&to&metric: the figures of /analytics as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { report } = await loadFigures(request, context);
  return csvResponse(reportCsv(report, context.t), `figures-${report.from}-${report.to}`);
}
