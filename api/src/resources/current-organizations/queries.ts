import { type SQL, and, asc, eq, exists, inArray, or } from "drizzle-orm";
import { sessionUserIds } from "../../auth/session-user";
import type { Database } from "../../db/client";
import { organizations, roles } from "../../db/accounts-schema";
import type { TenantId } from "../../tenancy";
import { keptSelect, slot } from "../../db/kept-select";

/**
 * The organizations a user belongs to (docs/roles.md): those where the user holds an
 * organization-scoped role (admin, member), plus the VolunteerCenter-type organizations of the
 * centres where the user is staff. Ordered by id; the web selects School/VolunteerCenter first.
 */
export function listUserOrganizations(db: Database, tenantId: TenantId, userId: number) {
  return userOrganizations(db, { tenantId, userId }).all();
}

// Built once per isolate (db/kept-select.ts): the layout of every signed-in page asks for it.
const organizationsOf = (db: Database, userIs: (column: typeof roles.userId) => SQL) => {
  const role = (...conditions: Parameters<typeof and>) =>
    exists(
      db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, slot("tenantId")), userIs(roles.userId), ...conditions)),
    );
  return db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, slot("tenantId")),
        or(
          role(eq(roles.resourceType, "Organization"), eq(roles.resourceId, organizations.id)),
          and(
            eq(organizations.type, "VolunteerCenter"),
            role(eq(roles.name, "staff"), eq(roles.resourceType, "VolunteerCenter"), eq(roles.resourceId, organizations.volunteerCenterId)),
          ),
        ),
      ),
    )
    .orderBy(asc(organizations.id));
};
const userOrganizations = keptSelect((db: Database) => organizationsOf(db, (column) => eq(column, slot("userId"))));

/** The same list for the user the request's credentials name, read beside the session (auth/session-user.ts). */
export const sessionUserOrganizations = keptSelect((db: Database) => organizationsOf(db, (column) => inArray(column, sessionUserIds(db))));
