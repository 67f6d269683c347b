import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { requestNow } from "../news-items/respond";
import { loadActor } from "../../auth/actor";
import { canManageContent, contentCenterId } from "../pages/access";
import { listMenuItems } from "./queries";
import { resourceUrl, searchParams, sendMenuItem } from "./respond";
import { indexQuery, showQuery } from "./schema";
import { isLiveItem, menuItemSerializer, toMenuItemResource } from "./serializer";
import { createMenuItem, deleteMenuItemRoute, pathMenuItem, updateMenuItemRoute } from "./write-routes";

const menuItemList = listQuery(indexQuery);

export { MENU_ITEMS_PATH } from "./respond";

// The menus are public (every page's header and footer). A link to a draft page or an unpublished
// news item is left out for visitors; the centre's keepers see it unless they ask for live_eq.
export const menuItemRoutes = new Hono<AppEnv>()
  .get("/", menuItemList, async (c) => {
    const query = menuItemList.of(c);
    const centerId = await contentCenterId(c, query.filter.volunteer_center_id_eq, true);
    const keeper = canManageContent(await loadActor(c), centerId);
    const liveOnly = !keeper || query.filter.live_eq === true;
    const now = requestNow();
    const rows = (await listMenuItems(c.var.db, c.var.tenantId, centerId, query.filter.menu_eq)).filter((row) => !liveOnly || isLiveItem(row, now));
    // A menu holds tens of items: paged in memory after the live filter, so totals agree.
    const start = (query.page.number - 1) * query.page.size;
    return sendList(c, menuItemSerializer, rows.slice(start, start + query.page.size).map(toMenuItemResource), query, {
      total: rows.length,
      resourceUrl: resourceUrl(c),
    });
  })
  .get("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const row = await pathMenuItem(c);
    if (!isLiveItem(row, requestNow()) && !canManageContent(await loadActor(c), row.item.volunteerCenterId))
      throw notFound(`There is no menu item ${c.req.param("id")}.`);
    return sendMenuItem(c, row);
  })
  .post("/", createMenuItem)
  .put("/:id", updateMenuItemRoute)
  .patch("/:id", updateMenuItemRoute)
  .delete("/:id", deleteMenuItemRoute)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
