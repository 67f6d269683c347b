import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import { canManageContent, requireContentCenter, requireContentManager } from "../../auth/content-keepers";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { requestNow } from "../../request-now";
import { type MenuItemRow, findMenuItem } from "./queries";
import { isLiveItem } from "./serializer";

/** The tenant's menu item of the path (404 for a malformed, missing or foreign id). */
export async function pathMenuItem(c: Context<AppEnv>): Promise<MenuItemRow> {
  const { param, row } = await pathRow(c, findMenuItem);
  if (row === undefined) throw notFound(`There is no menu item ${param}.`);
  return row;
}

/** An item the caller may read: one a visitor cannot follow only for the centre's keepers (else 404). */
export async function visibleMenuItem(c: Context<AppEnv>): Promise<MenuItemRow> {
  const row = await pathMenuItem(c);
  if (!isLiveItem(row, requestNow()) && !canManageContent(await loadActor(c), row.item.volunteerCenterId))
    throw notFound(`There is no menu item ${c.req.param("id")}.`);
  return row;
}

/** The item of the path, for a write: 401, 404 (also another tenant's), then 403. */
export async function manageableMenuItem(c: Context<AppEnv>): Promise<MenuItemRow> {
  requireUser(c);
  const row = await pathMenuItem(c);
  requireContentCenter(await requireContentManager(c), row.item.volunteerCenterId);
  return row;
}
