import type { ContentVersionAttributes } from "@contract/content-versions";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentVersions } from "../../db/schema";
import type { TenantId } from "../../tenancy";

/**
 * The tenant's content version: its counter, and what changes public pages by the clock (the
 * day, the moment the newest scheduled news item went public), with the moment that clock part
 * changes next (`freshUntil`: the next UTC midnight or the next scheduled item, whichever comes
 * first), so the web worker may keep the version that long at most. Also in the meta of
 * `GET /api/v1/volunteer_centers/current/version`, the one call every page makes.
 */
export async function readContentVersion(db: Database, tenantId: TenantId): Promise<ContentVersionAttributes> {
  const now = new Date().toISOString();
  const [row, news, next] = await Promise.all([
    db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.tenantId, tenantId)).get(),
    // The index news_items_published: one seek each to the latest publication moment up to now
    // and to the first one after it.
    db.get<{ at: string | null }>(sql`SELECT MAX(published_at) AS at FROM news_items WHERE tenant_id = ${tenantId} AND published_at <= ${now}`),
    db.get<{ at: string | null }>(sql`SELECT MIN(published_at) AS at FROM news_items WHERE tenant_id = ${tenantId} AND published_at > ${now}`),
  ]);
  const midnight = new Date(`${now.slice(0, 10)}T00:00:00.000Z`);
  midnight.setUTCDate(midnight.getUTCDate() + 1);
  const nextDay = midnight.toISOString();
  const freshUntil = next?.at && next.at < nextDay ? next.at : nextDay;
  return { version: row?.version ?? 0, timed: `${now.slice(0, 10)}|${news?.at ?? "-"}`, freshUntil };
}
