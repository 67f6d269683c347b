import { type SQL, type SQLWrapper, and, eq, exists, inArray, or } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { organizations, roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import type { TenantId } from "../../tenancy";
import { type Actor, loadActor } from "../../auth/actor";

// Who may see and manage which users (docs/roles.md "Managing users"), in the style of
// organizations/access.ts: super admins the whole tenant; staff the users of their centre
// (home centre, or a role on one of the centre's organizations); organization admins the
// people holding a role on their own organization.

/** Anyone with some power over other users; everybody else gets 403 on the user endpoints. */
export const managesUsers = (actor: Actor) => actor.superAdmin || actor.staffCenterIds.length > 0 || actor.adminOrgIds.length > 0;

/** requireUser (401), then the caller's powers; 403 for a volunteer. */
export async function loadUserManager(c: Context<AppEnv>): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!managesUsers(actor)) throw forbidden("You are not allowed to manage users.");
  return actor;
}

/** Users holding a role (optionally of this name) on one of these organizations. */
export function holdsRoleOn(db: Database, tenantId: TenantId, orgIds: number[] | SQLWrapper, roleName?: string) {
  return exists(
    db
      .select({ one: roles.id })
      .from(roles)
      .where(
        and(
          eq(roles.tenantId, tenantId),
          eq(roles.userId, users.id),
          eq(roles.resourceType, "Organization"),
          inArray(roles.resourceId, orgIds),
          roleName === undefined ? undefined : eq(roles.name, roleName),
        ),
      ),
  );
}

/** Ids of the tenant's organizations in these centres, as a subquery. */
export function centerOrganizationIds(db: Database, tenantId: TenantId, centerIds: number[]) {
  return db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.volunteerCenterId, centerIds)));
}

/**
 * SQL for "the actor may see this user" (undefined: every user of the tenant). Everyone sees
 * themselves; organization admins the people of their organizations; staff their centre's users.
 */
export function userVisibleTo(db: Database, tenantId: TenantId, actor: Actor): SQL | undefined {
  if (actor.superAdmin) return undefined;
  const conditions: SQL[] = [];
  if (actor.user !== null) conditions.push(eq(users.id, actor.user.id));
  if (actor.staffCenterIds.length > 0) {
    conditions.push(inArray(users.volunteerCenterId, actor.staffCenterIds));
    conditions.push(holdsRoleOn(db, tenantId, centerOrganizationIds(db, tenantId, actor.staffCenterIds)));
  }
  if (actor.adminOrgIds.length > 0) conditions.push(holdsRoleOn(db, tenantId, actor.adminOrgIds));
  return or(...conditions);
}

export const missingUser = (id: string) => notFound(`There is no user ${id}.`);

/**
 * Whether staff may act on (edit, delete, sign in as) an account holding these roles: not on a
 * super admin's, nor on staff of a centre that is not theirs. Super admins may act on anyone.
 */
export const staffMayActOn = (actor: Actor, targetRoles: { name: string; resourceId: number | null }[]) =>
  actor.superAdmin ||
  !targetRoles.some((r) => r.name === "super_admin" || (r.name === "staff" && (r.resourceId === null || !actor.staffCenterIds.includes(r.resourceId))));
