import { canManageOrganization, type Powers } from "@contract/users";
import { and, count, eq } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { keptSelect, slot } from "../../db/kept-select";
import type { TenantId } from "../../tenancy";
import { TOTAL_CAP } from "../organizations/plan/list-statements";

// GET /current_user?include=organizations_to_review: how many organizations wait for a decision
// the user may take (approve or deny: contract/users canManageOrganization), for the staff's
// navigation badge. Counted per centre for the whole tenant, a row per centre whatever the user,
// so the count goes in the session lookup's own D1 batch (beside-session.ts) before anybody knows
// the user's roles; the roles then pick the centres.

/** The tenant's pending organizations per centre (the slot `tenantId`), built once per isolate. */
export const pendingPerCentre = keptSelect((db: Database) =>
  db
    .select({ volunteerCenterId: organizations.volunteerCenterId, pending: count() })
    .from(organizations)
    .where(and(eq(organizations.tenantId, slot("tenantId")), eq(organizations.status, "pending")))
    .groupBy(organizations.volunteerCenterId),
);

export type PendingPerCentre = { volunteerCenterId: number | null; pending: number }[];

/** The same, read on its own (a PATCH, or a call whose session lookup did not read it). */
export const readPendingPerCentre = (db: Database, tenantId: TenantId): Promise<PendingPerCentre> => pendingPerCentre(db, { tenantId }).all();

/** How many of them `powers` may decide on, capped as GET /organizations?count=capped counts. */
export function organizationsToReview(rows: PendingPerCentre, powers: Powers<number>): number {
  const total = rows
    .filter((row) => canManageOrganization(powers, { id: 0, volunteerCenterId: row.volunteerCenterId }))
    .reduce((sum, row) => sum + row.pending, 0);
  return Math.min(total, TOTAL_CAP);
}
