import { CONTENT_VERSION_RAISED_HEADER, type RaisedVersions } from "@contract/content-versions";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env";
import { findCenterVersion } from "../volunteer-centers/queries";
import { readVolunteerCenterIdHeader } from "../volunteer-centers/schema";
import { NOTIFICATION_TEMPLATE_PREVIEWS_PATH } from "../notification-template-previews/routes";
import { RICH_TEXT_PREVIEWS_PATH } from "../rich-text-previews/routes";
import { readContentVersion } from "./queries";
import { raiseContentVersion } from "./raise";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
// POSTs that store nothing (a text rendered for a preview): no write, whatever their method. Each
// raised the version, and a mail template's preview page (two, one per language) emptied the
// tenant's edge cache on every visit.
const STORE_NOTHING = new Set([RICH_TEXT_PREVIEWS_PATH, NOTIFICATION_TEMPLATE_PREVIEWS_PATH]);

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
  if (READS.has(c.req.method) || c.res.status >= 400 || STORE_NOTHING.has(c.req.path.replace(/\/+$/, ""))) return;
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
