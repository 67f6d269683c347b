import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { findNewsItem } from "../news-items/queries";
import { contentCenterId, requireContentCenter, requireContentManager } from "../pages/access";
import { findPage } from "../pages/queries";
import { type MenuItemRow, type MenuValues, deleteMenuItem, findMenuItem, hasChildren, insertMenuItem, updateMenuItem } from "./queries";
import { MENU_TYPES_IN, createAttributes, showQuery, updateAttributes } from "./schema";
import { sendMenuItem } from "./respond";

const checkQuery = (c: Context) => parseQuery(new URL(c.req.url).searchParams, showQuery);

async function readInput(c: Context<AppEnv>, id?: number) {
  const input = await readResourceDocument(c, MENU_TYPES_IN, { create: id === undefined });
  if (id !== undefined && input.id !== undefined && input.id !== String(id))
    throw new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id in the path.", source: { pointer: "/data/id" } });
  return input.attributes;
}

/**
 * The checks zod cannot make: exactly one target, a page or news item of the same centre, and a
 * parent that is a top-level item of the same menu (one level of nesting).
 */
async function checkValues(c: Context<AppEnv>, centerId: number, values: MenuValues, id?: number) {
  const { db, tenantId } = c.var;
  const targets = [values.pageId, values.newsItemId, values.path].filter((v) => v !== null).length;
  if (targets !== 1) throw fieldError("path", "A menu item links to exactly one page, news item or path.", "target");
  if (values.pageId !== null && (await findPage(db, tenantId, values.pageId))?.volunteerCenterId !== centerId)
    throw fieldError("page_id", "This centre has no such page.", "invalid");
  if (values.newsItemId !== null && (await findNewsItem(db, tenantId, values.newsItemId))?.volunteerCenterId !== centerId)
    throw fieldError("news_item_id", "This centre has no such news item.", "invalid");
  if (values.parentId !== null) {
    const parent = await findMenuItem(db, tenantId, values.parentId);
    const fits =
      parent !== undefined &&
      parent.item.volunteerCenterId === centerId &&
      parent.item.menu === values.menu &&
      parent.item.parentId === null &&
      parent.item.id !== id;
    if (!fits) throw fieldError("parent_id", "A menu item can only sit under a top-level item of the same menu.", "nesting");
    if (id !== undefined && (await hasChildren(db, tenantId, id)))
      throw fieldError("parent_id", "An item with items under it stays at the top level.", "nesting");
  }
}

/** POST /menu_items. */
export async function createMenuItem(c: Context<AppEnv>) {
  const actor = await requireContentManager(c);
  checkQuery(c);
  const attrs = parseValues(createAttributes, await readInput(c));
  const centerId = await contentCenterId(c, attrs.volunteer_center_id);
  requireContentCenter(actor, centerId, "/data/attributes/volunteer_center_id");
  const values: MenuValues = {
    menu: attrs.menu,
    label: attrs.label,
    pageId: attrs.page_id ?? null,
    newsItemId: attrs.news_item_id ?? null,
    path: attrs.path ?? null,
    parentId: attrs.parent_id ?? null,
    position: attrs.position ?? 0,
  };
  await checkValues(c, centerId, values);
  const id = await insertMenuItem(c.var.db, c.var.tenantId, centerId, values);
  return sendMenuItem(c, (await findMenuItem(c.var.db, c.var.tenantId, id))!, 201);
}

/** The tenant's menu item of the path (404 for a malformed, missing or foreign id). */
export async function pathMenuItem(c: Context<AppEnv>): Promise<MenuItemRow> {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findMenuItem(c.var.db, c.var.tenantId, id);
  if (row === undefined) throw notFound(`There is no menu item ${param}.`);
  return row;
}

async function manageableMenuItem(c: Context<AppEnv>) {
  requireUser(c);
  const row = await pathMenuItem(c);
  requireContentCenter(await requireContentManager(c), row.item.volunteerCenterId);
  return row;
}

/** PUT/PATCH /menu_items/:id: a new target replaces the old one (the others become null). */
export async function updateMenuItemRoute(c: Context<AppEnv>) {
  const { item } = await manageableMenuItem(c);
  checkQuery(c);
  const attrs = parseValues(updateAttributes, await readInput(c, item.id));
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
  if (values.menu !== item.menu && (await hasChildren(c.var.db, c.var.tenantId, item.id)))
    throw fieldError("menu", "Move the items under it first.", "nesting");
  await checkValues(c, item.volunteerCenterId, values, item.id);
  await updateMenuItem(c.var.db, item, values);
  return sendMenuItem(c, (await findMenuItem(c.var.db, c.var.tenantId, item.id))!);
}

/** DELETE /menu_items/:id: the items under it go too. */
export async function deleteMenuItemRoute(c: Context<AppEnv>) {
  const { item } = await manageableMenuItem(c);
  await deleteMenuItem(c.var.db, c.var.tenantId, item.id);
  return c.body(null, 204);
}
