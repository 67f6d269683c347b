import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { tenants, volunteerCenters } from "../db/schema";
import type { TenantId } from "../tenancy";

/** Who a mail comes from: the name it is signed with and sent as, and where a reply goes. */
export interface Sender {
  siteName: string;
  /** The centre's contact address (Reply-To); null without a centre or without an address. */
  replyTo: string | null;
  /** The centre whose mail templates apply; null: the tenant's. */
  centerId: number | null;
}

/** A centre's mail comes from it: signed with its name, replies to its contact address. */
export function centerSender(center: { name: string; contactEmail: string | null }, centerId: number): Sender {
  return { siteName: center.name, replyTo: center.contactEmail, centerId };
}

/** The user's centre, else the tenant (as the site's title does); spread into a mail's vars. */
export async function senderFor(db: Database, tenantId: TenantId, volunteerCenterId: number | null): Promise<Sender> {
  if (volunteerCenterId !== null) {
    const center = await db
      .select({ name: volunteerCenters.name, contactEmail: volunteerCenters.contactEmail })
      .from(volunteerCenters)
      .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, volunteerCenterId)))
      .get();
    if (center) return centerSender(center, volunteerCenterId);
  }
  const tenant = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).get();
  return { siteName: tenant?.name ?? tenantId, replyTo: null, centerId: null };
}
