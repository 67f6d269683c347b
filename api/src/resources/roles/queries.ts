import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roles, users } from "../../db/accounts-schema";
import type { TenantId } from "../../tenancy";

/** The user's roles in this tenant, oldest first. */
export function listUserRoles(db: Database, tenantId: TenantId, userId: number) {
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId)))
    .orderBy(asc(roles.id))
    .all();
}

/** The holders of one scoped role who can receive mail (archived accounts have no address). */
export function mailableHolders(
  db: Database,
  tenantId: TenantId,
  role: {
    name: "staff" | "admin" | "member";
    resourceType: "VolunteerCenter" | "Organization";
    resourceId: number;
  },
) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(users)
    .innerJoin(
      roles,
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.userId, users.id),
        eq(roles.name, role.name),
        eq(roles.resourceType, role.resourceType),
        eq(roles.resourceId, role.resourceId),
      ),
    )
    .where(and(eq(users.tenantId, tenantId), isNotNull(users.email), ne(users.status, "archived")))
    .all();
}
