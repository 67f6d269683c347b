import { organizationFigureList } from "@contract/analytics";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listOrganizationFigures } from "~/.server/api/analytics";
import { orErrorScreen } from "~/.server/api/errors";
import { organizationsCsv } from "~/.server/analytics/csv";
import { csvResponse } from "~/.server/csv/write";
import { parseAnalyticsSearch, requireFigures } from "~/.server/analytics-search";
import { parseFigureSort } from "~/.server/analytics/sort";

/** GET /analytics/index-2.csv?from&to&sort: every organization's figures, in the page's order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFigures({ request, context });
  const url = new URL(request.url);
  const search = parseAnalyticsSearch(url);
  const sort = parseFigureSort(url);
  const size = organizationFigureList.page.maxSize;
  const rows = [];
  let period = { from: "", to: "" };
  for (let number = 1; ; number += 1) {
    const page = await orErrorScreen(listOrganizationFigures(context.api, search, sort.param, { number, size }), { 403: 403 });
    rows.push(...page.rows);
    period = page;
    if (rows.length >= page.total || page.rows.length === 0) break;
  }
  return csvResponse(organizationsCsv(rows, context.t), `organizations-${period.from}-${period.to}`);
}
