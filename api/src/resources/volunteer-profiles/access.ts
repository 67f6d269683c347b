import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { organizations } from "../../db/accounts-schema";
import { inIdList } from "../../db/id-list";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { type Actor, loadActor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";

/**
 * Volunteer profiles are off in the meedoen app context (spec section 1's feature flags): every
 * route of theirs, the pool and the replies answer 404 there, as if they did not exist.
 */
export async function requireProfiles(c: Context<AppEnv>, next: () => Promise<void>) {
  if (!c.var.features.volunteerProfiles) throw notFound("Volunteer profiles are not available here.");
  await next();
}

/** Who looks at the pool: the centre's staff see every field, an organization's admin what the volunteer shows. */
export type PoolViewer = "staff" | "organization";

export interface PoolAccess {
  actor: Actor;
  centerId: number;
  viewer: PoolViewer;
}

/** The approved organizations of `centerId` the caller administers. */
export async function adminOrganizationsAt(c: Context<AppEnv>, actor: Actor, centerId: number) {
  if (actor.adminOrgIds.length === 0) return [];
  const rows = await c.var.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, c.var.tenantId),
        inIdList(organizations.id, actor.adminOrgIds),
        eq(organizations.volunteerCenterId, centerId),
        eq(organizations.status, "approved"),
      ),
    )
    .all();
  return rows.map((r) => r.id);
}

/**
 * The pool of the request's centre (docs/volunteer-profiles.md): its staff (and super admins) and
 * the admins of its approved organizations. 401 signed out, 403 for everybody else.
 */
export async function poolAccess(c: Context<AppEnv>): Promise<PoolAccess> {
  requireUser(c);
  const [actor, centerId] = await Promise.all([loadActor(c), currentCenterId(c)]);
  if (centerId === null) throw forbidden("This site has no volunteer centre, so no volunteer pool.");
  // Staff need no organization of theirs to look: their admin organizations are not read (a D1
  // round trip on the pool's path and on a profile's, for nothing).
  if (actor.superAdmin || actor.staffCenterIds.includes(centerId)) return { actor, centerId, viewer: "staff" };
  const organizationIds = await adminOrganizationsAt(c, actor, centerId);
  if (organizationIds.length === 0) throw forbidden("The volunteer pool is for the centre's staff and its organizations' admins.");
  return { actor, centerId, viewer: "organization" };
}
