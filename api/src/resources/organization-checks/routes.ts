import { ORGANIZATION_CHECKS, type OrganizationCheckAttributes, isStale, organizationCheckRules } from "@contract/organization-checks";
import { sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { sha256Hex } from "../../auth/random";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { findOrganizationWithWebsite } from "../organization-admins/claim-queries";
import { canSee, loadActor } from "../organizations/access";
import { markChecked } from "./checked";

export const ORGANIZATION_CHECKS_PATH = `/api/v1/${ORGANIZATION_CHECKS}`;
const TYPES = [ORGANIZATION_CHECKS, "organization_check"];
const LIST_MAX = 500;

const confirmAttributes = z.object({ token: organizationCheckRules.token }).strict();

interface CheckRow {
  id: number;
  name: string;
  created_at: string;
  checked_at: string | null;
}

const resource = (c: Context, row: CheckRow) => ({
  type: ORGANIZATION_CHECKS,
  id: String(row.id),
  attributes: {
    organization_id: String(row.id),
    organization_name: row.name,
    checked_at: row.checked_at,
    stale: isStale(row.checked_at, row.created_at),
  } satisfies OrganizationCheckAttributes,
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
  const centres = actor.staffCenterIds.length ? sql.join(actor.staffCenterIds.map((id) => sql`${id}`), sql`, `) : sql`NULL`;
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

export const organizationCheckRoutes = new Hono<AppEnv>()
  .get("/", listStale)
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
