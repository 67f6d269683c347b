import { and, asc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roles, users } from "../../db/accounts-schema";
import type { TenantId } from "../../tenancy";
import type { ROLE_NAMES } from "./serializer";

/** A role as a write names it: its name and the resource it is scoped to (null for a global role). */
export interface RoleSpec {
  name: (typeof ROLE_NAMES)[number];
  resourceType: "Organization" | "VolunteerCenter" | null;
  resourceId: number | null;
}

/** The user's roles in this tenant, oldest first. */
export function listUserRoles(db: Database, tenantId: TenantId, userId: number) {
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId)))
    .orderBy(asc(roles.id))
    .all();
}

/** One role on one resource, as the holders' queries name it. */
export interface ScopedRole {
  name: "staff" | "admin" | "member";
  resourceType: "VolunteerCenter" | "Organization";
  resourceId: number;
}

/** The join from `users` to their `role`: users.innerJoin(roles, holding(tenantId, role)) are its holders. */
export const holding = (tenantId: TenantId, role: ScopedRole) =>
  and(
    eq(roles.tenantId, tenantId),
    eq(roles.userId, users.id),
    eq(roles.name, role.name),
    eq(roles.resourceType, role.resourceType),
    eq(roles.resourceId, role.resourceId),
  );

/** The holders of one scoped role who can receive mail (archived accounts have no address). */
export function mailableHolders(db: Database, tenantId: TenantId, role: ScopedRole) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(users)
    .innerJoin(roles, holding(tenantId, role))
    .where(and(eq(users.tenantId, tenantId), isNotNull(users.email), ne(users.status, "archived")))
    .all();
}

/** Gives the user the role; a role the user holds already is left as it is (add_role is idempotent). */
export async function grantRole(db: Database, tenantId: TenantId, userId: number, role: RoleSpec) {
  await db
    .insert(roles)
    .values({ tenantId, userId, ...role })
    .onConflictDoNothing()
    .run();
}

/** Takes the role from the user; false when the user did not hold it. */
export async function revokeRole(db: Database, tenantId: TenantId, userId: number, role: RoleSpec) {
  const deleted = await db
    .delete(roles)
    .where(
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.userId, userId),
        eq(roles.name, role.name),
        role.resourceType === null ? isNull(roles.resourceType) : eq(roles.resourceType, role.resourceType),
        role.resourceId === null ? isNull(roles.resourceId) : eq(roles.resourceId, role.resourceId),
      ),
    )
    .returning({ id: roles.id })
    .all();
  return deleted.length > 0;
}
