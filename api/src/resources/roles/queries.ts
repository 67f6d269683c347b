import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roles } from "../../db/accounts-schema";
import type { TenantId } from "../../tenancy";

/** The user's roles in this tenant, oldest first. */
export function listUserRoles(
  db: Database,
  tenantId: TenantId,
  userId: number,
) {
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId)))
    .orderBy(asc(roles.id))
    .all();
}
