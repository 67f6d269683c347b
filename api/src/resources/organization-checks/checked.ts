import type { Database } from "../../db/client";
import { organizationChecks } from "../../db/organization-admins-schema";
import type { TenantId } from "../../tenancy";

/**
 * Marks the organization's entry checked now (docs/organization-checks.md): the mailed "still
 * correct" link, and an admin of the organization who saved its entry or decided a proposed edit,
 * have all looked at it. A batch item, so it lands with the change that proves the look.
 */
export const markChecked = (db: Database, tenantId: TenantId, organizationId: number, now = new Date().toISOString()) =>
  db
    .insert(organizationChecks)
    .values({ organizationId, tenantId, checkedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationChecks.organizationId, set: { checkedAt: now, updatedAt: now } });
