import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { volunteerCenters } from "./db/schema";
import type { AppEnv } from "./env";
import { notFound } from "./jsonapi/errors";
import { findDefaultVolunteerCenter, findVolunteerCenter } from "./resources/volunteer-centers/queries";
import { readVolunteerCenterIdHeader } from "./resources/volunteer-centers/schema";
import { isolateCachesPer } from "@contract/isolate-cache";

// Which centre a request means is asked by most lists (news, activities, the page versions) and
// changes only when an operator adds or removes a centre, seldom (the api has no call for it): a
// found centre id is kept a minute per isolate and D1 binding, as tenancy.ts keeps tenants, which
// saves those requests one D1 statement. An unknown id (a 404) and a tenant without centres are
// never kept: they are looked up every time.
const CENTER_TTL_MS = 60_000;
const knownCenters = isolateCachesPer<number>({ max: 1000, ttlMs: CENTER_TTL_MS });

/**
 * The centre the request is made at, as volunteer_centers/current resolves it: the
 * Volunteer-Center-Id header, else the tenant's default; null when the tenant has no centres.
 * An id that is not the tenant's is a 404, the same for every account (no enumeration).
 */
export async function currentCenterId(c: Context<AppEnv>, now = Date.now()): Promise<number | null> {
  const id = readVolunteerCenterIdHeader(c.req.header("volunteer-center-id"));
  const key = `${c.var.tenantId}|${id ?? "-"}`;
  const kept = knownCenters(c.var.d1).get(key, { now });
  if (kept !== undefined) return kept;
  const row = id === undefined ? await findDefaultVolunteerCenter(c.var.db, c.var.tenantId) : await findVolunteerCenter(c.var.db, c.var.tenantId, id);
  if (id !== undefined && row === undefined)
    throw notFound(`There is no volunteer center ${id}.`, {
      header: "Volunteer-Center-Id",
    });
  if (row === undefined) return null;
  knownCenters(c.var.d1).set(key, row.center.id, { now });
  return row.center.id;
}

/**
 * The request's centre, read in the tenant's own first round trip (tenancy.ts) rather than in one
 * after it: the statement, and `keep`, which keeps the id it found once the tenant is known to
 * exist. Nothing when the centre is kept already or the header is malformed (currentCenterId then
 * answers as ever). The statement filters by the requested tenant, so it finds nothing of another.
 */
export function centerBesideTenant(c: Context<AppEnv>, tenant: string, now = Date.now()) {
  let id: number | undefined;
  try {
    id = readVolunteerCenterIdHeader(c.req.header("volunteer-center-id"));
  } catch {
    return undefined;
  }
  const key = `${tenant}|${id ?? "-"}`;
  if (knownCenters(c.var.d1).get(key, { now }) !== undefined) return undefined;
  const ofTenant = eq(volunteerCenters.tenantId, tenant);
  const statement = c.var.db
    .select({ id: volunteerCenters.id })
    .from(volunteerCenters)
    .where(id === undefined ? ofTenant : and(ofTenant, eq(volunteerCenters.id, id)))
    .orderBy(asc(volunteerCenters.id))
    .limit(1);
  const keep = (rows: { id: number }[]) => {
    if (rows[0] !== undefined) knownCenters(c.var.d1).set(key, rows[0].id, { now });
  };
  return { statement, keep };
}
