import { and, asc, eq } from "drizzle-orm";
import type { Menu } from "@contract/menu-items";
import type { Database } from "../../db/client";
import { type MenuItem, menuItems, newsItems, pages } from "../../db/content-schema";
import type { TenantId } from "../../tenancy";
import { deleteInTenant, existsInTenantWhere, insertReturningId, updateInTenant } from "../../db/find-in-tenant";

// Every query is scoped by the tenant.

export interface MenuItemRow {
  item: MenuItem;
  pageSlug: string | null;
  pageStatus: string | null;
  newsSlug: string | null;
  newsPublishedAt: string | null;
}

function selectItems(db: Database, tenantId: TenantId) {
  return db
    .select({
      item: menuItems,
      pageSlug: pages.slug,
      pageStatus: pages.status,
      newsSlug: newsItems.slug,
      newsPublishedAt: newsItems.publishedAt,
    })
    .from(menuItems)
    .leftJoin(pages, and(eq(pages.id, menuItems.pageId), eq(pages.tenantId, tenantId)))
    .leftJoin(newsItems, and(eq(newsItems.id, menuItems.newsItemId), eq(newsItems.tenantId, tenantId)));
}

export function findMenuItem(db: Database, tenantId: TenantId, id: number): Promise<MenuItemRow | undefined> {
  return selectItems(db, tenantId)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)))
    .get();
}

export function listMenuItems(db: Database, tenantId: TenantId, centerId: number, menu: Menu | undefined) {
  return selectItems(db, tenantId)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.volunteerCenterId, centerId), menu === undefined ? undefined : eq(menuItems.menu, menu)))
    .orderBy(asc(menuItems.menu), asc(menuItems.position), asc(menuItems.id))
    .all();
}

/** Whether the item has items under it. */
export const hasChildren = (db: Database, tenantId: TenantId, id: number) => existsInTenantWhere(db, menuItems, tenantId, eq(menuItems.parentId, id));

export interface MenuValues {
  menu: Menu;
  label: string;
  pageId: number | null;
  newsItemId: number | null;
  path: string | null;
  parentId: number | null;
  position: number;
}

export const insertMenuItem = (db: Database, tenantId: TenantId, centerId: number, values: MenuValues) =>
  insertReturningId(db, menuItems, { tenantId, volunteerCenterId: centerId, ...values });

export const updateMenuItem = (db: Database, item: MenuItem, values: MenuValues) => updateInTenant(db, menuItems, item, values).run();

export const deleteMenuItem = (db: Database, tenantId: TenantId, id: number) => deleteInTenant(db, menuItems, tenantId, id).run();
