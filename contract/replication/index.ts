// D1 read replication through the Sessions API (docs/architecture.md, "Read replication"): the
// bookmark of the newest state a visitor has seen travels in this header, web → api on every
// call, api → web on every answer, and waits in a signed-in visitor's session between requests.

export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";

/** D1's bookmark format; anything else is ignored, never handed to `withSession`. */
export const D1_BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** Bookmarks of one database sort as text in the order of the states they name. */
export function newerBookmark(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return b > a ? b : a;
}
