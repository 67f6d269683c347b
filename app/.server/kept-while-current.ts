import type { AppLoadContext } from "@remix-run/cloudflare";
import type { IsolateCache } from "@contract/isolate-cache";
import { VERSION_TTL_SECONDS } from "./edge-cache/version";

/** A centre's key in an isolate cache: its tenant, app context and centre. */
export const centerKeyOf = ({ tenant: { tenant, appContext, volunteerCenterId } }: AppLoadContext) => `${tenant}|${appContext}|${volunteerCenterId ?? ""}`;

/**
 * What every page shows and seldom changes (the centre, its menus: docs/caching.md), kept in the
 * isolate and used only while `version()` still answers the version it was read at.
 *
 * With nothing unexpired kept (a new isolate, a quiet minute) it is read beside the version, not
 * after it, so the page waits for one api call rather than two in a row (issue 47). A save landing
 * between those two reads could pair an older copy with a newer version, so such a copy is kept
 * only as long as the edge keeps a version (VERSION_TTL_SECONDS), the lag a save already has
 * elsewhere. Otherwise it is read after the version: a save in between leaves an older version
 * beside a newer copy, which the next page reads again; never the other way round. Errors are
 * never kept.
 */
export async function keptWhileCurrent<V>(
  cache: IsolateCache<V>,
  key: string,
  { read, version, now }: { read: () => Promise<V>; version: () => Promise<string>; now: number },
): Promise<V> {
  // Anything unexpired kept, whatever its version: else nothing to check the version against.
  if (cache.get(key, { now }) === undefined) {
    const [value, current] = await Promise.all([read(), version()]);
    return cache.set(key, value, { now, version: current, ttlMs: VERSION_TTL_SECONDS * 1000 });
  }
  const current = await version();
  const kept = cache.get(key, { now, version: current });
  if (kept !== undefined) return kept;
  return cache.set(key, await read(), { now, version: current });
}
