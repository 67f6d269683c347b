import type { AppLoadContext } from "@remix-run/cloudflare";
import { listMenuItems, type MenuItem } from "./api/menu-items";
import { getContentVersion } from "./api/content-version";
import { centerKeyOf, keptWhileCurrent } from "./kept-while-current";
import { IsolateCache } from "@contract/isolate-cache";

// The centre's header and footer menus as visitors see them are on every page and change seldom,
// so each isolate keeps one copy per centre (issue 29: one api call fewer per page). A kept copy
// is used only while the tenant's content version is the one it was read at: every write raises
// it (a menu item, the page a link follows), and so does a linked news item going public. The
// minute bounds anything else, as for the centre (current-center.ts). Errors are never kept.
const MENU_TTL_MS = 60_000;
// A bound with least-recently-used eviction (contract/isolate-cache.ts): centres are few.
const menus = new IsolateCache<MenuItem[]>({ max: 500, ttlMs: MENU_TTL_MS });

/** Both menus' live items, in order (what `listMenuItems(api, { live: true })` answers). */
export const loadLiveMenus = (context: AppLoadContext, now = Date.now()): Promise<MenuItem[]> =>
  keptWhileCurrent(menus, centerKeyOf(context), { read: () => listMenuItems(context.api, { live: true }), version: () => getContentVersion(context), now });
