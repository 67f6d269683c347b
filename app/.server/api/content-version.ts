import type { AppLoadContext } from "@remix-run/cloudflare";
import { getPageVersions } from "./page-versions";

/**
 * The tenant's content version, the edge cache key's part that every api write changes, with what
 * changes public pages by the clock (the day, a scheduled news item going public). It comes with
 * the centre's settings version in the one call every page makes (page-versions.ts); the api's
 * own `GET /api/v1/content_version` answers the same.
 */
export async function getContentVersion(context: AppLoadContext): Promise<string> {
  return (await getPageVersions(context)).content;
}
