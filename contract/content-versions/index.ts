// GET /api/v1/content_version: the tenant's content version, the part of the web worker's edge
// cache key that every api write of the tenant changes (docs/decisions/0009-edge-cache.md).

export const CONTENT_VERSION_TYPE = "content_versions";

export interface ContentVersionAttributes {
  /** Raised by every successful write; 0 before the first. */
  version: number;
  /**
   * What changes public pages by the clock rather than by a write: today's date (UTC; vacancies
   * and activities end by date) and the moment the newest scheduled news item went public.
   */
  timed: string;
}
