import { type SQL, type SQLWrapper, and, eq, exists, inArray, isNull, or } from "drizzle-orm";
import { findInTenantWhere } from "../../db/find-in-tenant";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { type User, organizations, roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import type { TenantId } from "../../tenancy";
import { type Actor, loadActor } from "../../auth/actor";
import { listUserRoles } from "../roles/queries";
import { rolesAndOrganizations } from "./managed-queries";

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

/** The user with this id, not deleted and visible to the actor (within the tenant: the caller's condition). */
const visibleUser = (db: Database, tenantId: TenantId, actor: Actor, id: number) =>
  [eq(users.id, id), isNull(users.deletedAt), userVisibleTo(db, tenantId, actor)] as const;

/** The tenant's user with this id when the actor may see it and it is not deleted; 404 otherwise. */
export async function findVisibleUser(c: Context<AppEnv>, actor: Actor, param: string): Promise<User> {
  const id = parseIntegerId(param);
  const { db, tenantId } = c.var;
  const user = id === undefined ? undefined : await findInTenantWhere(db, users, tenantId, ...visibleUser(db, tenantId, actor, id));
  if (user === undefined) throw missingUser(param);
  return user;
}

/**
 * The user `param` names, for what only staff and super admins do to an account (edit, delete,
 * sign in as): 404 when the caller cannot see the user, 403 (`refusals.notStaff`) for
 * organization admins, 404 when staff see the user only through an organization they admin, 403
 * (`refusals.protectedUser`) for staff and a super admin or staff of another centre.
 */
export async function staffTarget(c: Context<AppEnv>, actor: Actor, param: string, refusals: { notStaff: string; protectedUser: string }): Promise<User> {
  await findVisibleUser(c, actor, param);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden(refusals.notStaff);
  const user = await findVisibleUser(c, { ...actor, adminOrgIds: [] }, param);
  if (!staffMayActOn(actor, await listUserRoles(c.var.db, c.var.tenantId, user.id))) throw forbidden(refusals.protectedUser);
  return user;
}

/** The user `param` names, for the writes of staff and super admins: 401 anonymous, 403 for volunteers, then staffTarget's. */
export async function findManagedUser(c: Context<AppEnv>, param: string): Promise<User> {
  return staffTarget(c, await loadUserManager(c), param, {
    notStaff: "Only staff and super admins can manage accounts.",
    protectedUser: "Staff cannot manage a super admin's account or staff of another centre.",
  });
}

/**
 * GET /api/v1/users/:id: one's own id for anyone signed in; others for their managers (403), 404
 * when unseen. The user, its roles and their organizations in one D1 batch (its answer needs
 * them): the roles of a user the caller may not see are read and dropped.
 */
export async function shownUser(c: Context<AppEnv>) {
  const me = requireUser(c);
  const param = c.req.param("id") ?? "";
  const actor = await loadActor(c);
  const id = parseIntegerId(param);
  if (id !== me.id && !managesUsers(actor)) throw forbidden("You are not allowed to manage users.");
  if (id === undefined) throw missingUser(param);
  const { db, tenantId } = c.var;
  const [[user], roleRows, organizationRows] = await db.batch([
    db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), ...visibleUser(db, tenantId, actor, id))),
    ...rolesAndOrganizations(db, tenantId, [id]),
  ]);
  if (user === undefined) throw missingUser(param);
  return { actor, user, roles: roleRows, organizations: organizationRows };
}

/** A deleted account awaiting removal may be restored by super admins and staff (403 for others). */
export async function userRestorer(c: Context<AppEnv>) {
  const actor = await loadUserManager(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins can restore accounts.");
  return actor;
}

/** Staff and super admins invite (403 for others); the answer names the caller's powers. */
export async function inviter(c: Context<AppEnv>) {
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins can invite users.");
  return actor;
}
