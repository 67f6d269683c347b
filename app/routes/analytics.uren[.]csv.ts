import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hoursCsv } from "~/.server/analytics/csv";
import { loadHourFigures } from "~/.server/analytics-search";
import { csvResponse } from "~/.server/csv/write";

/** GET /analytics/uren.csv?from&to: the centre's hours of /analytics as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const hours = await loadHourFigures(request, context);
  return csvResponse(hoursCsv(hours, context.t), `hours-${hours.from}-${hours.to}`);
}
