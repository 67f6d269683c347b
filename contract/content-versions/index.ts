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
  /**
   * The moment `timed` changes next unless a write comes first: the next UTC midnight, or the
   * next scheduled news item's publication moment if that is sooner (ISO 8601, UTC). A client may
   * keep the version until then at most (the web worker keeps it a few seconds,
   * docs/decisions/0011-edge-cache-version-at-the-edge.md). Optional: a backend that does not say
   * leaves the version to be asked every time.
   */
  freshUntil?: string;
}

/**
 * Said on every answer whose write raised the content version: the versions a page needs after it
 * (`RaisedVersions` as JSON), read in the same D1 round trip as the raise. A client that keeps the
 * versions takes them from here instead of asking again after the write (one round trip less on
 * every write's path, docs/performance.md "Budgets"), and keeps what it had after an answer
 * without it: a sign-in, a sign-out or a refused write changed nothing a page shows.
 */
export const CONTENT_VERSION_RAISED_HEADER = "Inzet-Content-Version-Raised";

/** The header's value: the request's centre's settings version (null: the tenant has none) and the new content version. */
export interface RaisedVersions {
  center: { id: number; version: number } | null;
  content: ContentVersionAttributes;
}
