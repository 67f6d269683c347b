import type { AppLoadContext } from "@remix-run/cloudflare";
import { IsolateCache } from "@contract/isolate-cache";
import { getContentVersion } from "./api/content-version";
import { centerKeyOf, keptWhileCurrent } from "./kept-while-current";

// Each api call costs both workers a fixed few milliseconds of the 10 ms they share per request
// (issue 47, docs/performance.md "CPU"), and the public pages ask the same lists again and again.
// An api read whose answer is the same for every viewer and changes only by a write or by what the
// content version's clock part holds (the UTC day, a scheduled news item going public) is kept per
// centre while that version is current: every write raises it (docs/caching.md). Anything else a
// read depends on (a local date, a page's filters) belongs in its `what`. The minute bounds the
// rest, as for the menus. Errors are never kept.
const CONTENT_TTL_MS = 60_000;
// A few reads per centre (docs/caching.md lists them); centres are few.
const kept = new IsolateCache<unknown>({ max: 2_000, ttlMs: CONTENT_TTL_MS });

/**
 * `read()`'s answer, kept per centre under `what` while the tenant's content version is the one it
 * was read at. Only for reads the api answers alike for everyone it is asked for (whoever is signed
 * in, or every anonymous visitor where `what` says so): the kept answer is shared, and its callers
 * must not change it.
 */
export function keptContent<V>(context: AppLoadContext, what: string, read: () => Promise<V>, now = Date.now()): Promise<V> {
  return keptWhileCurrent(kept as IsolateCache<V>, `${centerKeyOf(context)}|${what}`, { read, version: () => getContentVersion(context), now });
}
