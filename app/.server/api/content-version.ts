import type { ContentVersionAttributes } from "@contract/content-versions";
import type { ApiClient } from "./client";

const CONTENT_VERSION = "/api/v1/content_version";

/** The tenant's content version, the edge cache key's part that every api write changes. */
export async function getContentVersion(api: ApiClient): Promise<number> {
  const { data } = await api.anonymous().get<ContentVersionAttributes>(CONTENT_VERSION);
  return data.version;
}
