import { ORGANIZATION_CHECKS, organizationCheckRules } from "@contract/organization-checks";
import { sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { sha256Hex } from "../../auth/random";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { findOrganizationWithWebsite } from "../organization-admins/claim-queries";
import { canSee } from "../organizations/access";
import { loadActor } from "../../auth/actor";
import { markChecked } from "./checked";
import { type CheckRow, checkAttributes } from "./resource";

export const ORGANIZATION_CHECKS_PATH = `/api/v1/${ORGANIZATION_CHECKS}`;
const TYPES = [ORGANIZATION_CHECKS, "organization_check"];
const LIST_MAX = 500;

const confirmAttributes = z.object({ token: organizationCheckRules.token }).strict();

const resource = (c: Context, row: CheckRow) => ({
  type: ORGANIZATION_CHECKS,
  id: String(row.id),
  attributes: checkAttributes(row),
  links: { self: new URL(`${ORGANIZATION_CHECKS_PATH}/${row.id}`, c.req.url).href },
});

const checkOf = (c: Context<AppEnv>, id: number) =>
  c.var.db.get<CheckRow | undefined>(sql`
    SELECT o.id, o.name, o.created_at, c.checked_at FROM organizations o
    LEFT JOIN organization_checks c ON c.organization_id = o.id
    WHERE o.tenant_id = ${c.var.tenantId} AND o.id = ${id}`);

/**
 * POST: "still correct", from the yearly mail's link; no sign-in, the token is the permission.
 * A token works until it expires (several clicks only move the date); unknown or expired: 422.
 */
async function confirm(c: Context<AppEnv>) {
  const input = await readResourceDocument(c, TYPES, { create: true });
  const { token } = parseValues(confirmAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const now = new Date().toISOString();
  const found = await db.get<{ organization_id: number } | undefined>(sql`
    SELECT organization_id FROM organization_check_tokens
    WHERE token_digest = ${await sha256Hex(token)} AND tenant_id = ${tenantId} AND expires_at > ${now}`);
  if (!found) throw fieldError("token", "This link is unknown or has expired.", "invalid");
  await markChecked(db, tenantId, found.organization_id, now);
  return sendDocument(c, { data: resource(c, (await checkOf(c, found.organization_id))!) });
}

/** Staff's list: the stale entries of their centres (super admins: the tenant's), oldest first. */
async function listStale(c: Context<AppEnv>) {
  requireUser(c);
  const actor = await loadActor(c);
  const { db, tenantId } = c.var;
  const centres = actor.staffCenterIds.length
    ? sql.join(
        actor.staffCenterIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`;
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
  const rows = await db.all<CheckRow>(sql`
    SELECT o.id, o.name, o.created_at, c.checked_at FROM organizations o
    LEFT JOIN organization_checks c ON c.organization_id = o.id
    WHERE o.tenant_id = ${tenantId} AND o.status = 'approved'
      AND ${actor.superAdmin ? sql`1` : sql`o.volunteer_center_id IN (${centres})`}
      AND COALESCE(c.checked_at, o.created_at) <= ${yearAgo}
    ORDER BY COALESCE(c.checked_at, o.created_at), o.id LIMIT ${LIST_MAX}`);
  return sendDocument(c, { data: rows.map((row) => resource(c, row)), meta: { total: rows.length } });
}

/** At most this many organizations per `filter[organization_id_in]` (a directory page has 25). */
const IDS_MAX = 100;

/**
 * `filter[organization_id_in]=1,2,3`: the checks of these organizations that the caller may see,
 * anonymous too (the social map marks the stale ones); unknown, unseen and other tenants' ids are
 * left out. Ids that are no list of ids: 400.
 */
async function listOf(c: Context<AppEnv>, list: string) {
  if (!/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/.test(list) || list.split(",").length > IDS_MAX)
    throw new JsonApiError({
      status: 400,
      title: "Invalid filter",
      detail: `filter[organization_id_in] must be at most ${IDS_MAX} organization ids separated by commas.`,
      code: "invalid",
      source: { parameter: "filter[organization_id_in]" },
    });
  const actor = await loadActor(c);
  const ids = sql.join(
    [...new Set(list.split(",").map(Number))].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await c.var.db.all<CheckRow & { status: string; volunteer_center_id: number | null }>(sql`
    SELECT o.id, o.name, o.created_at, o.status, o.volunteer_center_id, c.checked_at FROM organizations o
    LEFT JOIN organization_checks c ON c.organization_id = o.id
    WHERE o.tenant_id = ${c.var.tenantId} AND o.id IN (${ids})
    ORDER BY o.id`);
  const seen = rows.filter((row) =>
    canSee(actor, { id: row.id, status: row.status, volunteerCenterId: row.volunteer_center_id } as Parameters<typeof canSee>[1]),
  );
  return sendDocument(c, { data: seen.map((row) => resource(c, row)), meta: { total: seen.length } });
}

export const organizationCheckRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    const list = new URL(c.req.url).searchParams.get("filter[organization_id_in]");
    return list === null ? listStale(c) : listOf(c, list);
  })
  .post("/", confirm)
  // One organization's "last checked": to whoever may see the organization.
  .get("/:id", async (c) => {
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    const found = id === undefined ? undefined : await findOrganizationWithWebsite(c.var.db, c.var.tenantId, id);
    if (!found || !canSee(await loadActor(c), found.organization)) throw notFound(`There is no organization ${param}.`);
    return sendDocument(c, { data: resource(c, (await checkOf(c, found.organization.id))!) });
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET"]));
