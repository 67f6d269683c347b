import { and, asc, eq, exists, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations, roles } from "../../db/accounts-schema";
import type { TenantId } from "../../tenancy";

/**
 * The organizations a user belongs to (docs/roles.md): those where the user holds an
 * organization-scoped role (admin, member), plus the VolunteerCenter-type organizations of the
 * centres where the user is staff. Ordered by id; the web selects School/VolunteerCenter first.
 */
export function listUserOrganizations(db: Database, tenantId: TenantId, userId: number) {
  const role = (...conditions: Parameters<typeof and>) =>
    exists(
      db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId), ...conditions)),
    );
  return db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        or(
          role(eq(roles.resourceType, "Organization"), eq(roles.resourceId, organizations.id)),
          and(
            eq(organizations.type, "VolunteerCenter"),
            role(eq(roles.name, "staff"), eq(roles.resourceType, "VolunteerCenter"), eq(roles.resourceId, organizations.volunteerCenterId)),
          ),
        ),
      ),
    )
    .orderBy(asc(organizations.id))
    .all();
}
