import { CONTENT_VERSION_RAISED_HEADER, CONTENT_VERSION_TYPE, type ContentVersionAttributes, type RaisedVersions } from "@contract/content-versions";
import { eq, sql } from "drizzle-orm";
import { type MiddlewareHandler, Hono } from "hono";
import { contentVersions } from "../../db/schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { raiseContentVersion } from "./raise";
import { findCenterVersion } from "../volunteer-centers/queries";
import { readVolunteerCenterIdHeader } from "../volunteer-centers/schema";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";

/**
 * The tenant's content version (docs/decisions/0009-edge-cache.md): the web worker asks for it
 * before it looks up an anonymous public page in its cache, and puts it in the key.
 */
export const CONTENT_VERSION_PATH = "/api/v1/content_version";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export const contentVersionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    parseQuery(new URL(c.req.url).searchParams, {});
    const attributes = await readContentVersion(c.var.db, c.var.tenantId);
    return sendDocument(c, { data: { type: CONTENT_VERSION_TYPE, id: c.var.tenantId, attributes } }, 200, { "Cache-Control": "no-store" });
  })
  .all("/", methodNotAllowed(["GET"]));

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

/**
 * Raises the tenant's content version after every successful write, before the answer goes out:
 * the writer's next page, and every visitor's, then misses the edge cache. Every write counts,
 * not only those a public page shows: a missed write would serve a stale page, a needless one
 * costs one render. The answer carries the new versions (CONTENT_VERSION_RAISED_HEADER), read
 * beside the raise in one D1 round trip, so the web worker need not ask them again after the write.
 * Writes outside a request: `raiseContentVersions`.
 */
export const bumpContentVersion: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (READS.has(c.req.method) || c.res.status >= 400) return;
  const { db, tenantId } = c.var;
  try {
    const centerId = readVolunteerCenterIdHeader(c.req.header("volunteer-center-id"));
    // The centre's version and the news moments are read after the write (this runs after it);
    // the counter is the raise's own, so a raise by another request in between does not show here.
    const [version, center, content] = await Promise.all([
      raiseContentVersion(db, tenantId),
      findCenterVersion(db, tenantId, centerId),
      readContentVersion(db, tenantId),
    ]);
    const raised: RaisedVersions = { center: center ?? null, content: { ...content, version } };
    c.header(CONTENT_VERSION_RAISED_HEADER, JSON.stringify(raised));
  } catch (error) {
    // The write itself succeeded; its public pages are stale until the cache's TTL ends.
    console.error("content version not raised:", error);
  }
};
