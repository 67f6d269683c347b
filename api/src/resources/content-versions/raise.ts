import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentVersions } from "../../db/schema";
import type { TenantId } from "../../tenancy";

/**
 * Raises each tenant's content version by one (docs/decisions/0009-edge-cache.md), so no page the
 * web worker's edge cache kept before now is found again. Every successful write of a request
 * raises it (`bumpContentVersion`); so does a cron job that writes rows a public page reads
 * (vacancies, organizations' checks), once per tenant it wrote for. Mail-only work (the outbox,
 * conversations' mail state, reminders' claims, the analytics roll-up) changes no public page
 * and leaves it alone: raising it there would only empty the tenant's cache.
 */
export async function raiseContentVersions(db: Database, tenantIds: Iterable<TenantId>): Promise<void> {
  const values = [...new Set(tenantIds)].map((tenantId) => ({ tenantId, version: 1 }));
  if (values.length === 0) return;
  await db
    .insert(contentVersions)
    .values(values)
    .onConflictDoUpdate({ target: contentVersions.tenantId, set: { version: sql`${contentVersions.version} + 1` } });
}

/** Raises one tenant's content version by one: its new counter. */
export async function raiseContentVersion(db: Database, tenantId: TenantId): Promise<number> {
  const row = await db
    .insert(contentVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({ target: contentVersions.tenantId, set: { version: sql`${contentVersions.version} + 1` } })
    .returning({ version: contentVersions.version })
    .get();
  return row.version;
}
