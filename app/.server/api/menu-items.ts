import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { MenuItemAttributes, menuItemList } from "@contract/menu-items";
import type { ApiClient } from "./client";
import { resourceWrites } from "./resource-writes";

// The centre's header and footer menus (docs/content.md).

export type MenuItem = Camelized<MenuItemAttributes> & { id: string };

const MENU_ITEMS = "/api/v1/menu_items";

/** Both menus, in order; `live` leaves out links to what is not published (what visitors see). */
export async function listMenuItems(api: ApiClient, { live }: { live: boolean }): Promise<MenuItem[]> {
  const query = { page: { size: 100 }, ...(live ? { filter: { live_eq: true } } : {}) } satisfies ListQuery<typeof menuItemList>;
  return (await api.get<MenuItem[]>(MENU_ITEMS, query)).data;
}

export interface MenuItemInput {
  menu: "header" | "footer";
  label: string;
  pageId?: string | null;
  newsItemId?: string | null;
  path?: string | null;
  parentId?: string | null;
  position?: number;
}

export const {
  create: createMenuItem,
  update: updateMenuItem,
  remove: deleteMenuItem,
} = resourceWrites<MenuItem, MenuItemInput, Partial<MenuItemInput>>(MENU_ITEMS, "menu_items");

export interface MenuLink {
  id: string;
  label: string;
  href: string;
  children: MenuLink[];
}

/** One menu as a tree of one level: top-level items with the items under them. */
export function menuTree(items: MenuItem[], menu: "header" | "footer"): MenuLink[] {
  const mine = items.filter((item) => item.menu === menu);
  const link = (item: MenuItem): MenuLink => ({ id: item.id, label: item.label, href: item.href, children: [] });
  const top = mine.filter((item) => item.parentId === null).map(link);
  for (const item of mine) {
    const parent = item.parentId === null ? undefined : top.find((t) => t.id === item.parentId);
    parent?.children.push(link(item));
  }
  return top;
}
