import { Hono } from "hono";
import { listedContentCenter, newContentCenterId, requireContentManager } from "../../auth/content-keepers";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { fieldError } from "../../jsonapi/validation";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { requestNow } from "../../request-now";
import { manageableMenuItem, visibleMenuItem } from "./access";
import { type MenuValues, deleteMenuItem, findMenuItem, hasChildren, insertMenuItem, listMenuItems, updateMenuItem } from "./queries";
import { MENU_TYPES_IN, createAttributes, indexQuery, showQuery as showSpec, updateAttributes } from "./schema";
import { isLiveItem, menuItemDocument, menuItemSerializer, menuItemUrl, toMenuItemResource } from "./serializer";
import { checkValues } from "./targets";

export { MENU_ITEMS_PATH } from "./serializer";

const menuItemList = listQuery(indexQuery);
const menuQuery = showQuery(showSpec);
const visible = guard(visibleMenuItem);
const contentManager = guard(requireContentManager);
const ownItem = guard(manageableMenuItem);

// The menus are public (every page's header and footer). A link to a draft page or an unpublished
// news item is left out for visitors; the centre's keepers see it unless they ask for live_eq.
export const menuItemRoutes = new Hono<AppEnv>()
  .get("/", menuItemList, async (c) => {
    const query = c.req.valid("query");
    const { centerId, keeper } = await listedContentCenter(c, query.filter.volunteer_center_id_eq);
    const liveOnly = !keeper || query.filter.live_eq === true;
    const now = requestNow();
    const rows = (await listMenuItems(c.var.db, c.var.tenantId, centerId, query.filter.menu_eq)).filter((row) => !liveOnly || isLiveItem(row, now));
    // A menu holds tens of items: paged in memory after the live filter, so totals agree.
    const start = (query.page.number - 1) * query.page.size;
    return sendList(c, menuItemSerializer, rows.slice(start, start + query.page.size).map(toMenuItemResource), query, {
      total: rows.length,
      resourceUrl: menuItemUrl(c.req.url),
    });
  })
  .get("/:id", menuQuery, visible, async (c) => sendDocument(c, await menuItemDocument(visible.of(c), c.req.valid("query"), c.req.url)))
  .post("/", contentManager, menuQuery, writeDocument(MENU_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    const centerId = await newContentCenterId(c, contentManager.of(c), attrs.volunteer_center_id);
    const values: MenuValues = {
      menu: attrs.menu,
      label: attrs.label,
      pageId: attrs.page_id ?? null,
      newsItemId: attrs.news_item_id ?? null,
      path: attrs.path ?? null,
      parentId: attrs.parent_id ?? null,
      position: attrs.position ?? 0,
    };
    await checkValues(db, tenantId, centerId, values);
    const id = await insertMenuItem(db, tenantId, centerId, values);
    const document = await menuItemDocument((await findMenuItem(db, tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: menuItemUrl(c.req.url)({ id: String(id) }) });
  })
  // A new target replaces the old one (the others become null).
  .on(["PUT", "PATCH"], "/:id", ownItem, menuQuery, writeDocument(MENU_TYPES_IN, updateAttributes), async (c) => {
    const { item } = ownItem.of(c);
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    const retargeted = attrs.page_id != null || attrs.news_item_id != null || attrs.path != null;
    const values: MenuValues = {
      menu: attrs.menu ?? item.menu,
      label: attrs.label ?? item.label,
      pageId: retargeted ? (attrs.page_id ?? null) : attrs.page_id === null ? null : item.pageId,
      newsItemId: retargeted ? (attrs.news_item_id ?? null) : attrs.news_item_id === null ? null : item.newsItemId,
      path: retargeted ? (attrs.path ?? null) : attrs.path === null ? null : item.path,
      parentId: attrs.parent_id === undefined ? item.parentId : attrs.parent_id,
      position: attrs.position ?? item.position,
    };
    if (values.menu !== item.menu && (await hasChildren(db, tenantId, item.id))) throw fieldError("menu", "Move the items under it first.", "nesting");
    await checkValues(db, tenantId, item.volunteerCenterId, values, item.id);
    await updateMenuItem(db, item, values);
    return sendDocument(c, await menuItemDocument((await findMenuItem(db, tenantId, item.id))!, c.req.valid("query"), c.req.url));
  })
  // The items under it go too.
  .delete("/:id", ownItem, async (c) => {
    await deleteMenuItem(c.var.db, c.var.tenantId, ownItem.of(c).item.id);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
