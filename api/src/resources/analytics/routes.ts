import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { pageOffset } from "../../jsonapi/pagination";
import { guard, showQuery } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { staffCenter } from "./access";
import { localToday } from "@contract/activities";
import { readHourFigures } from "./hours";
import { readOrganizationFigures, sortFigures } from "./organizations";
import { readReport, rolledThrough } from "./report";
import { hoursQuery as hoursSpec, indexQuery, period, showQuery as showSpec } from "./schema";
import { hourFiguresSerializer, organizationSerializer, reportSerializer } from "./serializer";

export { ANALYTICS_PATH } from "./serializer";

// The query's 400, the staff's 401/403, then the period's 400: the order the report always had.
const reportQuery = showQuery(showSpec);
const hoursQuery = showQuery(hoursSpec);
const staff = guard(staffCenter);
const figureList = listQuery(indexQuery, {
  check: async (c, query) => ({ query, centerId: await staffCenter(c), ...period(query.filter) }),
});

export const analyticsRoutes = new Hono<AppEnv>()
  .get("/", reportQuery, staff, async (c) => {
    const query = c.req.valid("query");
    const centerId = staff.of(c);
    const { from, to } = period(query.filter);
    const metric = query.filter.metric ?? "applications";
    // The hours, when asked, beside the report: neither waits for the other's D1 round trips.
    const [{ through, report }, hours] = await Promise.all([
      rolledThrough(c.var.db).then(async (through) => ({
        through,
        report: await readReport(c.var.db, { tenantId: c.var.tenantId, centerId, from, to }, through, metric),
      })),
      query.include.includes("hours") ? readHourFigures(c.var.db, c.var.tenantId, { centerId, from, to, today: localToday() }) : undefined,
    ]);
    const document = await serializeDocument(
      reportSerializer,
      {
        id: `${centerId}:${from}:${to}:${metric}`,
        ...report,
        rolled_through: through,
        ...(hours && { hours: { id: `${centerId}:${from}:${to}`, ...hours } }),
      },
      { ...query, selfUrl: c.req.url },
    );
    return sendDocument(c, document);
  })
  .get("/organizations", figureList, async (c) => {
    const { query, centerId, from, to } = figureList.of(c);
    const all = sortFigures(await readOrganizationFigures(c.var.db, { tenantId: c.var.tenantId, centerId, from, to }), query.sort);
    const page = query.page;
    const rows = all.slice(pageOffset(page), pageOffset(page) + page.size);
    return sendList(c, organizationSerializer, rows, { ...query, include: [] }, { total: all.length, meta: { from, to } });
  })
  .get("/hours", hoursQuery, staff, async (c) => {
    const query = c.req.valid("query");
    const centerId = staff.of(c);
    const { from, to } = period(query.filter);
    const figures = await readHourFigures(c.var.db, c.var.tenantId, { centerId, from, to, today: localToday() });
    const document = await serializeDocument(
      hourFiguresSerializer,
      { id: `${centerId}:${from}:${to}`, ...figures },
      { ...query, include: [], selfUrl: c.req.url },
    );
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET"]))
  .all("/hours", methodNotAllowed(["GET"]))
  .all("/organizations", methodNotAllowed(["GET"]));
