import type { BatchItem } from "drizzle-orm/batch";
import { organizations, roles } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { deleteInTenant, insertReturningId } from "../../db/find-in-tenant";

/** A pending organization at the centre, answering its new id. */
export const insertPendingOrganization = (
  db: Database,
  tenantId: TenantId,
  organization: Pick<typeof organizations.$inferInsert, "name" | "type" | "volunteerCenterId">,
) => insertReturningId(db, organizations, { ...organization, tenantId, status: "pending" });

/** The statement that makes the user the organization's admin. */
export const adminRole = (db: Database, tenantId: TenantId, userId: number, organizationId: number): BatchItem<"sqlite"> =>
  db.insert(roles).values({ tenantId, userId, name: "admin", resourceType: "Organization", resourceId: organizationId });

/** Takes back an organization whose start failed half-way (its batch did not commit). */
export const deleteOrganization = (db: Database, tenantId: TenantId, id: number) => deleteInTenant(db, organizations, tenantId, id).run();
