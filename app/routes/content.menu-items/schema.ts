import { z } from "zod";
import { MENUS, MENU_POSITION_MAX, menuItemRules } from "@contract/menu-items";
import { idString } from "@contract/rules";

const id = idString;

/** The forms of /content/menu-items, told apart by their `intent` button. */
export const menuFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    menu: z.enum(MENUS),
    label: menuItemRules.label,
    // "page:12", "news:3" or "path" (then the path field).
    target: z.string().regex(/^(page:[1-9][0-9]{0,15}|news:[1-9][0-9]{0,15}|path)$/),
    path: menuItemRules.path.optional(),
    parent: id.optional(),
    position: z.coerce.number().int().min(0).max(MENU_POSITION_MAX).optional(),
  }),
  z.object({ intent: z.literal("position"), id, position: z.coerce.number().int().min(0).max(MENU_POSITION_MAX) }),
  z.object({ intent: z.literal("delete"), id }),
]);

export type MenuForm = z.infer<typeof menuFormSchema>;
