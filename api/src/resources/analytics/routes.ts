import { listQuery } from "../../jsonapi/list-query";
import { ANALYTICS_REPORTS, ORGANIZATION_FIGURES, analyticsShow, defaultPeriod, isPeriod, organizationFigureList } from "@contract/analytics";
import { type Context, Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { badRequest, forbidden } from "../../jsonapi/errors";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { pageLinks, pageOffset } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { loadActor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";
import { readOrganizationFigures, sortFigures } from "./organizations";
import { readReport, rolledThrough } from "./report";

export const ANALYTICS_PATH = "/api/v1/analytics";

const reportSerializer = new Serializer(ANALYTICS_REPORTS);
const organizationSerializer = new Serializer(ORGANIZATION_FIGURES);

/**
 * The centre of the request, for its staff and the tenant's super admins only (docs/analytics.md):
 * 401 signed out, 403 for everyone else (the figures exist for every centre; nothing to hide).
 */
async function staffCenter(c: Context<AppEnv>) {
  requireUser(c);
  const [actor, centerId] = await Promise.all([loadActor(c), currentCenterId(c)]);
  if (centerId === null || !(actor.superAdmin || actor.staffCenterIds.includes(centerId))) throw forbidden("Only the centre's staff see its figures.");
  return centerId;
}

function period(filter: { from?: string; to?: string }) {
  const fallback = defaultPeriod();
  const from = filter.from ?? (filter.to !== undefined && filter.to < fallback.from ? filter.to : fallback.from);
  const to = filter.to ?? fallback.to;
  if (!isPeriod(from, to))
    throw badRequest("Invalid parameter", "The period must run forward from filter[from] to filter[to] and span at most ten years.", {
      parameter: "filter[to]",
    });
  return { from, to };
}

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

// The parse, the staff's 401/403, then the period's 400: the order the handler always had.
const figureList = listQuery(organizationFigureList, {
  check: async (c, query) => ({ query, centerId: await staffCenter(c), ...period(query.filter) }),
});

export const analyticsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = parseQuery(searchParams(c), analyticsShow);
    const centerId = await staffCenter(c);
    const { from, to } = period(query.filter);
    const metric = query.filter.metric ?? "applications";
    const through = await rolledThrough(c.var.db);
    const report = await readReport(c.var.db, { tenantId: c.var.tenantId, centerId, from, to }, through, metric);
    const document = await serializeDocument(
      reportSerializer,
      { id: `${centerId}:${from}:${to}:${metric}`, ...report, rolled_through: through },
      { ...query, include: [], selfUrl: c.req.url },
    );
    return sendDocument(c, document);
  })
  .get("/organizations", figureList, async (c) => {
    const { query, centerId, from, to } = figureList.of(c);
    const all = sortFigures(await readOrganizationFigures(c.var.db, { tenantId: c.var.tenantId, centerId, from, to }), query.sort);
    const page = query.page;
    const rows = all.slice(pageOffset(page), pageOffset(page) + page.size);
    const document = await serializeDocument(organizationSerializer, rows, {
      ...query,
      include: [],
      selfUrl: c.req.url,
      meta: { total: all.length, from, to },
      pageLinks: pageLinks(c.req.url, page, all.length),
    });
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET"]))
  .all("/organizations", methodNotAllowed(["GET"]));
