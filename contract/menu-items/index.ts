import { z } from "zod";
import { resourceSpecs } from "../list";
import { flag, integerId } from "../rules";

// The header and footer menus of a centre (docs/content.md): links to a page, a news item or any
// internal path, ordered, one level of nesting.

export const MENU_ITEMS = "menu_items";

export const MENUS = ["header", "footer"] as const;
export type Menu = (typeof MENUS)[number];

export const MENU_LABEL_MAX = 60;
export const MENU_PATH_MAX = 300;
export const MENU_POSITION_MAX = 999;

/**
 * A path of this site: starts with one "/", no "//" or "\" that a browser would read as another
 * host, no spaces or control characters.
 */
export const INTERNAL_PATH_PATTERN = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
export const isInternalPath = (value: string) => INTERNAL_PATH_PATTERN.test(value) && value.length <= MENU_PATH_MAX;

export const menuItemRules = {
  menu: z.enum(MENUS),
  label: z.string().trim().min(1).max(MENU_LABEL_MAX),
  path: z.string().trim().max(MENU_PATH_MAX).regex(INTERNAL_PATH_PATTERN, "must be a path of this site, such as /vacancies/search"),
  page_id: integerId,
  news_item_id: integerId,
  parent_id: integerId,
  position: z.number().int().min(0).max(MENU_POSITION_MAX),
  volunteer_center_id: integerId,
};

export const MENU_ITEM_ATTRIBUTES = ["menu", "label", "href", "path", "page_id", "news_item_id", "parent_id", "position", "volunteer_center_id"] as const;

export interface MenuItemAttributes {
  menu: Menu;
  label: string;
  /** Where the link leads: the page's or news item's address, or the path. */
  href: string;
  path: string | null;
  page_id: string | null;
  news_item_id: string | null;
  parent_id: string | null;
  position: number;
  volunteer_center_id: string;
}

/**
 * GET /menu_items: the request's centre unless named, by menu, position. `live_eq=true` leaves
 * out links to a page or news item that is not published (what visitors get in any case).
 */
export const { show: menuItemShow, list: menuItemList } = resourceSpecs(MENU_ITEMS, MENU_ITEM_ATTRIBUTES, {
  page: { defaultSize: 100, maxSize: 100 },
  filter: {
    volunteer_center_id_eq: integerId,
    menu_eq: z.enum(MENUS),
    live_eq: flag,
  },
});
