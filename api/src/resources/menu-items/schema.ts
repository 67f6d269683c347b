import { z } from "zod";
import { MENU_ITEMS, menuItemList, menuItemRules, menuItemShow } from "@contract/menu-items";
import type { QuerySpec } from "../../jsonapi/query";

export { MENU_ITEMS };
export const MENU_TYPES_IN = ["menu_items", "menu_item"];

export const showQuery = menuItemShow satisfies QuerySpec;
export const indexQuery = menuItemList satisfies QuerySpec;

// Exactly one target: page_id, news_item_id or path (checked after zod). null clears.
const target = {
  page_id: menuItemRules.page_id.nullable().optional(),
  news_item_id: menuItemRules.news_item_id.nullable().optional(),
  path: menuItemRules.path.nullable().optional(),
  parent_id: menuItemRules.parent_id.nullable().optional(),
  position: menuItemRules.position.optional(),
};

export const createAttributes = z
  .object({ menu: menuItemRules.menu, label: menuItemRules.label, volunteer_center_id: menuItemRules.volunteer_center_id.optional(), ...target })
  .strict();

export const updateAttributes = z.object({ menu: menuItemRules.menu.optional(), label: menuItemRules.label.optional(), ...target }).strict();
