import type { ContentVersionAttributes } from "@contract/content-versions";
import type { ApiClient } from "./client";

const CONTENT_VERSION = "/api/v1/content_version";

/**
 * The tenant's content version, the edge cache key's part that every api write changes, with what
 * changes public pages by the clock (the day, a scheduled news item going public).
 */
export async function getContentVersion(api: ApiClient): Promise<string> {
  const { data } = await api.anonymous().get<ContentVersionAttributes>(CONTENT_VERSION);
  return `${data.version}|${data.timed}`;
}
