import type { AppLoadContext } from "@remix-run/cloudflare";
import { listMenuItems, type MenuItem } from "./api/menu-items";
import { getContentVersion } from "./api/content-version";
import { VERSION_TTL_SECONDS } from "./edge-cache/version";
import { IsolateCache } from "@contract/isolate-cache";

// The centre's header and footer menus as visitors see them are on every page and change seldom,
// so each isolate keeps one copy per centre (issue 29: one api call fewer per page). A kept copy
// is used only while the tenant's content version is the one it was read at: every write raises
// it (a menu item, the page a link follows), and so does a linked news item going public. The
// minute bounds anything else, as for the centre (current-center.ts). Errors are never kept.
const MENU_TTL_MS = 60_000;
// A bound with least-recently-used eviction (contract/isolate-cache.ts): centres are few.
const menus = new IsolateCache<MenuItem[]>({ max: 500, ttlMs: MENU_TTL_MS });

const keyOf = ({ tenant: { tenant, appContext, volunteerCenterId } }: AppLoadContext) => `${tenant}|${appContext}|${volunteerCenterId ?? ""}`;

/** Both menus' live items, in order (what `listMenuItems(api, { live: true })` answers). */
export async function loadLiveMenus(context: AppLoadContext, now = Date.now()): Promise<MenuItem[]> {
  // Nothing current kept: asked beside the version, not after it (one api call to wait for, not
  // two in a row), and kept only as long as the edge keeps a version, as the centre
  // (current-center.ts fetchedBesideVersion says why).
  if (menus.get(keyOf(context), { now }) === undefined) {
    const [items, version] = await Promise.all([listMenuItems(context.api, { live: true }), getContentVersion(context)]);
    return menus.set(keyOf(context), items, { now, version, ttlMs: VERSION_TTL_SECONDS * 1000 });
  }
  const version = await getContentVersion(context);
  const kept = menus.get(keyOf(context), { now, version });
  if (kept) return kept;
  // Read after the version: a write in between leaves an older version beside newer menus, which
  // the next page reads again; never the other way round.
  const items = await listMenuItems(context.api, { live: true });
  return menus.set(keyOf(context), items, { now, version });
}
