import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { tenants, volunteerCenters } from "../db/schema";
import type { TenantId } from "../tenancy";

/** Who a mail comes from, in words: the user's centre, else the tenant (as the site's title does). */
export async function siteNameFor(
  db: Database,
  tenantId: TenantId,
  volunteerCenterId: number | null,
): Promise<string> {
  if (volunteerCenterId !== null) {
    const center = await db
      .select({ name: volunteerCenters.name })
      .from(volunteerCenters)
      .where(
        and(
          eq(volunteerCenters.tenantId, tenantId),
          eq(volunteerCenters.id, volunteerCenterId),
        ),
      )
      .get();
    if (center) return center.name;
  }
  const tenant = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get();
  return tenant?.name ?? tenantId;
}
