import { type SQL, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { TenantId } from "../../tenancy";

// The organization's name, status and centre are copied onto its tag links and its address
// (0013_organization_directory_copy.sql, kept by triggers), so a list driven by one of those
// tables reads them from its index entry instead of the organizations row.

/** The columns the list's filters and order read: the organization's own, or the copies. */
export interface Subject {
  id: SQL;
  name: SQL;
  status: SQL;
  centre: SQL;
}

export const ORGANIZATION: Subject = {
  id: sql`${organizations.id}`,
  name: sql`${organizations.name}`,
  status: sql`${organizations.status}`,
  centre: sql`${organizations.volunteerCenterId}`,
};

export type CopyTable = "organization_tags" | "organization_addresses";

/** The copies on a tag link or an address (the table as the query names it). */
export const copiesOn = (table: CopyTable): Subject => ({
  id: sql.raw(`"${table}"."organization_id"`),
  name: sql.raw(`"${table}"."organization_name"`),
  status: sql.raw(`"${table}"."organization_status"`),
  centre: sql.raw(`"${table}"."volunteer_center_id"`),
});

// Per candidate, by primary key or the unique organization id: a list driven by another index
// (a name order, a circle) checks each entry it reads and stops after the page.

/** The organization (by this id column) has this tag. */
export const taggedWith = (id: SQL, tenantId: TenantId, tagId: number) =>
  sql`EXISTS (SELECT 1 FROM organization_tags t2 WHERE t2.organization_id = ${id} AND t2.tag_id = ${tagId} AND t2.tenant_id = ${tenantId})`;

/** The organization has a tag of this name, whatever its case (any centre of the tenant). */
export const taggedNamed = (id: SQL, tenantId: TenantId, name: string) =>
  sql`EXISTS (SELECT 1 FROM organization_tags t2 JOIN tags g ON g.id = t2.tag_id AND g.tenant_id = ${tenantId} WHERE t2.organization_id = ${id} AND t2.tenant_id = ${tenantId} AND g.name = ${name} COLLATE NOCASE)`;

/** The organization's address is in this place, whatever its case. */
export const locatedIn = (id: SQL, tenantId: TenantId, city: string) =>
  sql`EXISTS (SELECT 1 FROM organization_addresses a2 WHERE a2.organization_id = ${id} AND a2.tenant_id = ${tenantId} AND a2.city = ${city} COLLATE NOCASE)`;
