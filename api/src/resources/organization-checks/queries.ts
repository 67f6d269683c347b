import type { OrganizationStatus } from "@contract/organizations";
import { sql } from "drizzle-orm";
import { sha256Hex } from "../../auth/random";
import type { Database } from "../../db/client";
import { rowsById, idParams } from "../../db/id-list";
import { organizationChecks } from "../../db/organization-admins-schema";
import type { TenantId } from "../../tenancy";
import { type CheckRow, type IncludedCheck, includedCheck } from "./serializer";

/** At most this many stale entries in staff's list. */
const LIST_MAX = 500;

/** One organization of the tenant with its last check. */
export const findCheck = (db: Database, tenantId: TenantId, id: number) =>
  db.get<CheckRow | undefined>(sql`
    SELECT o.id, o.name, o.created_at, c.checked_at FROM organizations o
    LEFT JOIN organization_checks c ON c.organization_id = o.id
    WHERE o.tenant_id = ${tenantId} AND o.id = ${id}`);

/** The organization whose unexpired "still correct" token this is, if any. */
export async function findTokenOrganization(db: Database, tenantId: TenantId, token: string, now: string) {
  const found = await db.get<{ organization_id: number } | undefined>(sql`
    SELECT organization_id FROM organization_check_tokens
    WHERE token_digest = ${await sha256Hex(token)} AND tenant_id = ${tenantId} AND expires_at > ${now}`);
  return found?.organization_id;
}

/** The approved entries not checked within a year, of these centres (`null`: every centre), oldest first. */
export function listStaleChecks(db: Database, tenantId: TenantId, centreIds: number[] | null) {
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
  return db.all<CheckRow>(sql`
    SELECT o.id, o.name, o.created_at, c.checked_at FROM organizations o
    LEFT JOIN organization_checks c ON c.organization_id = o.id
    WHERE o.tenant_id = ${tenantId} AND o.status = 'approved'
      AND ${centreIds === null ? sql`1` : sql`o.volunteer_center_id IN (${idParams(centreIds)})`}
      AND COALESCE(c.checked_at, o.created_at) <= ${yearAgo}
    ORDER BY COALESCE(c.checked_at, o.created_at), o.id LIMIT ${LIST_MAX}`);
}

/** These organizations of the tenant with their checks and what their visibility is read from. */
export const listChecksOf = (db: Database, tenantId: TenantId, ids: number[]) =>
  db.all<CheckRow & { status: OrganizationStatus; volunteer_center_id: number | null }>(sql`
    SELECT o.id, o.name, o.created_at, o.status, o.volunteer_center_id, c.checked_at FROM organizations o
    LEFT JOIN organization_checks c ON c.organization_id = o.id
    WHERE o.tenant_id = ${tenantId} AND o.id IN (${idParams(ids)})
    ORDER BY o.id`);

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
