import type { MenuItemAttributes } from "@contract/menu-items";
import { resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import type { MenuItemRow } from "./queries";
import { MENU_ITEMS } from "./schema";

export type MenuItemResource = MenuItemAttributes & { id: string };

/** Where the item leads: its page's or news item's current address, or its path. */
export function hrefOf(row: MenuItemRow): string {
  if (row.item.pageId !== null) return `/${row.pageSlug ?? ""}`;
  if (row.item.newsItemId !== null) return `/nieuws/${row.newsSlug ?? ""}`;
  return row.item.path ?? "/";
}

/** Whether a visitor may follow it: a page or news item that is out, or any path. */
export function isLiveItem(row: MenuItemRow, now: string) {
  if (row.item.pageId !== null) return row.pageStatus === "published";
  if (row.item.newsItemId !== null) return row.newsPublishedAt !== null && row.newsPublishedAt <= now;
  return true;
}

const id = (value: number | null) => (value === null ? null : String(value));

export const toMenuItemResource = (row: MenuItemRow): MenuItemResource => ({
  id: String(row.item.id),
  menu: row.item.menu,
  label: row.item.label,
  href: hrefOf(row),
  path: row.item.path,
  page_id: id(row.item.pageId),
  news_item_id: id(row.item.newsItemId),
  parent_id: id(row.item.parentId),
  position: row.item.position,
  volunteer_center_id: String(row.item.volunteerCenterId),
});

export const menuItemSerializer = new Serializer<MenuItemResource>(MENU_ITEMS);

export const MENU_ITEMS_PATH = "/api/v1/menu_items";

export const menuItemUrl = resourceUrlOf(MENU_ITEMS_PATH);

/** One menu item's document, for its query (`fields`). */
export const menuItemDocument = documentOf(menuItemSerializer, toMenuItemResource, menuItemUrl);
