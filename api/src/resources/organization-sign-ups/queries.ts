import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { organizations, roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { mailableHolders } from "../roles/queries";

/** The centre's staff who can receive mail. */
export const listCenterStaff = (db: Database, tenantId: TenantId, centerId: number) =>
  mailableHolders(db, tenantId, {
    name: "staff",
    resourceType: "VolunteerCenter",
    resourceId: centerId,
  });

/**
 * Inside the sign-up's batch the new ids are not known yet; these subqueries find them. The
 * address is unique per tenant, and the batch is one transaction, so they name the new rows.
 */
export function newRowIds(tenantId: TenantId, email: string) {
  const userId = sql`(SELECT id FROM users WHERE tenant_id = ${tenantId} AND email = ${email})`;
  const organizationId = sql`(SELECT resource_id FROM roles WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND name = 'admin' AND resource_type = 'Organization')`;
  return { userId, organizationId };
}

/** The organization, its admin's account and the admin role: the first three batch items. */
export function insertOrganizationWithAdmin(
  db: Database,
  tenantId: TenantId,
  organization: Pick<typeof organizations.$inferInsert, "name" | "type" | "volunteerCenterId">,
  admin: Omit<typeof users.$inferInsert, "tenantId">,
  userId: SQL,
): [BatchItem<"sqlite">, BatchItem<"sqlite">, BatchItem<"sqlite">] {
  return [
    db
      .insert(users)
      .values({ ...admin, tenantId })
      .returning({ id: users.id }),
    db
      .insert(organizations)
      .values({ ...organization, tenantId, status: "pending" })
      .returning({ id: organizations.id }),
    db.insert(roles).values({
      tenantId,
      userId,
      name: "admin",
      resourceType: "Organization",
      // The organization the statement before inserted.
      resourceId: sql`last_insert_rowid()`,
    }),
  ];
}
