import { listQuery } from "../../jsonapi/list-query";
import { DASHBOARD_ITEMS, dashboardList } from "@contract/dashboard";
import { type Context, Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { loadActor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";
import { hasOneOnOneHelp } from "../help-requests/access";
import { countItems, datesOf } from "./providers";

const dashboardQuery = listQuery(dashboardList);

export const DASHBOARD_PATH = "/api/v1/dashboard";

const serializer = new Serializer(DASHBOARD_ITEMS);

/**
 * GET: what waits for the signed-in user (docs/analytics.md). The centre's items only for its
 * staff and the tenant's super admins, at the request's centre; an organization admin's for the
 * organizations they run; everyone's own.
 */
export const dashboardRoutes = new Hono<AppEnv>()
  .get("/", dashboardQuery, async (c: Context<AppEnv>) => {
    const query = dashboardQuery.of(c);
    const user = requireUser(c);
    const [actor, centerId] = await Promise.all([loadActor(c), currentCenterId(c)]);
    const staffCenterId = centerId !== null && (actor.superAdmin || actor.staffCenterIds.includes(centerId)) ? centerId : null;
    const items = await countItems({
      db: c.var.db,
      tenantId: c.var.tenantId,
      actor: { ...actor, user },
      staffCenterId,
      oneOnOneHelp: hasOneOnOneHelp(c),
      ...datesOf(new Date()),
    });
    const document = await serializeDocument(serializer, items, { ...query, selfUrl: c.req.url });
    return sendDocument(c, document);
  })
  .all("/", methodNotAllowed(["GET"]));
