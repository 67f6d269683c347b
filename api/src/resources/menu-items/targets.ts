import type { Database } from "../../db/client";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { findNewsItem } from "../news-items/queries";
import { findPage } from "../pages/queries";
import { type MenuValues, findMenuItem, hasChildren } from "./queries";

/**
 * The checks zod cannot make: exactly one target, a page or news item of the same centre, and a
 * parent that is a top-level item of the same menu (one level of nesting).
 */
export async function checkValues(db: Database, tenantId: TenantId, centerId: number, values: MenuValues, id?: number) {
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
