import { Hono } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import { canSee } from "../../auth/organization-access";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { guard, writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { visiblePathOrganization } from "./access";
import { markChecked } from "./checked";
import { findCheck, findTokenOrganization, listChecksOf, listStaleChecks } from "./queries";
import { CHECK_TYPES_IN, confirmAttributes, organizationIdsQuery } from "./schema";
import { toCheckResource } from "./serializer";

export { ORGANIZATION_CHECKS_PATH } from "./serializer";

const visibleOrganization = guard(visiblePathOrganization);

export const organizationCheckRoutes = new Hono<AppEnv>()
  .get("/", organizationIdsQuery, async (c) => {
    const { ids } = c.req.valid("query");
    const { db, tenantId } = c.var;
    const resource = (row: Parameters<typeof toCheckResource>[1]) => toCheckResource(c.req.url, row);
    if (ids === undefined) {
      // Staff's list: the stale entries of their centres (super admins: the tenant's), oldest first.
      requireUser(c);
      const actor = await loadActor(c);
      const rows = await listStaleChecks(db, tenantId, actor.superAdmin ? null : actor.staffCenterIds);
      return sendDocument(c, { data: rows.map(resource), meta: { total: rows.length } });
    }
    // The checks of these organizations that the caller may see, anonymous too (the social map
    // marks the stale ones); unknown, unseen and other tenants' ids are left out.
    const actor = await loadActor(c);
    const seen = (await listChecksOf(db, tenantId, ids)).filter((row) =>
      canSee(actor, { id: row.id, status: row.status, volunteerCenterId: row.volunteer_center_id }),
    );
    return sendDocument(c, { data: seen.map(resource), meta: { total: seen.length } });
  })
  // "Still correct", from the yearly mail's link; no sign-in, the token is the permission. A
  // token works until it expires (several clicks only move the date); unknown or expired: 422.
  .post("/", writeDocument(CHECK_TYPES_IN, confirmAttributes, { create: true }), async (c) => {
    const { token } = c.req.valid("json");
    const { db, tenantId } = c.var;
    const now = new Date().toISOString();
    const organizationId = await findTokenOrganization(db, tenantId, token, now);
    if (organizationId === undefined) throw fieldError("token", "This link is unknown or has expired.", "invalid");
    await markChecked(db, tenantId, organizationId, now);
    return sendDocument(c, { data: toCheckResource(c.req.url, (await findCheck(db, tenantId, organizationId))!) });
  })
  // One organization's "last checked": to whoever may see the organization.
  .get("/:id", visibleOrganization, async (c) =>
    sendDocument(c, { data: toCheckResource(c.req.url, (await findCheck(c.var.db, c.var.tenantId, visibleOrganization.of(c).id))!) }),
  )
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET"]));
