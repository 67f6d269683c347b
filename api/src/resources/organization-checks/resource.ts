import { ORGANIZATION_CHECKS, type OrganizationCheckAttributes, isStale } from "@contract/organization-checks";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizationChecks } from "../../db/organization-admins-schema";
import { rowsById } from "../../db/id-list";
import type { TenantId } from "../../tenancy";

export { ORGANIZATION_CHECKS };

/** An organization with its last check (null: never), as every answer about checks reads it. */
export interface CheckRow {
  id: number;
  name: string;
  created_at: string;
  checked_at: string | null;
}

/** The attributes of an organization's check: one rule for `stale` wherever a check is answered. */
export const checkAttributes = (row: CheckRow): OrganizationCheckAttributes => ({
  organization_id: String(row.id),
  organization_name: row.name,
  checked_at: row.checked_at,
  stale: isStale(row.checked_at, row.created_at),
});

/** A check as the organizations' `check` relationship includes it (id = the organization's id). */
export type IncludedCheck = OrganizationCheckAttributes & { id: string };

/**
 * The checks of these organizations of the tenant (include=check on the organizations' answers),
 * by organization id. The caller passes only organizations the actor may see, as
 * GET /organization_checks/{id} answers only those: one primary-key seek per organization.
 */
export async function checksOf(
  db: Database,
  tenantId: TenantId,
  organizations: { id: number; name: string; createdAt: string }[],
): Promise<Map<number, IncludedCheck>> {
  const checked = new Map<number, string | null>();
  if (organizations.length > 0) {
    const rows = await db.all<{ organization_id: number; checked_at: string | null }>(sql`
      SELECT ${organizationChecks.organizationId} AS organization_id, ${organizationChecks.checkedAt} AS checked_at
      FROM ${rowsById(
        organizationChecks,
        organizationChecks.organizationId,
        organizations.map((o) => o.id),
      )}
      WHERE ${organizationChecks.tenantId} = ${tenantId}`);
    for (const row of rows) checked.set(row.organization_id, row.checked_at);
  }
  return new Map(organizations.map((o) => [o.id, includedCheck(o, checked.get(o.id) ?? null)]));
}

/** An organization's check as include=check answers it, from its `checked_at` (null: never). */
export const includedCheck = (o: { id: number; name: string; createdAt: string }, checkedAt: string | null): IncludedCheck => ({
  id: String(o.id),
  ...checkAttributes({ id: o.id, name: o.name, created_at: o.createdAt, checked_at: checkedAt }),
});
