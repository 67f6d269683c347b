import { and, asc, eq, sql } from "drizzle-orm";
import type { Menu } from "@contract/menu-items";
import type { Database } from "../../db/client";
import { type MenuItem, menuItems, newsItems, pages } from "../../db/content-schema";
import type { TenantId } from "../../tenancy";
import { deleteInTenant, updateInTenant } from "../../db/find-in-tenant";

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
export async function hasChildren(db: Database, tenantId: TenantId, id: number) {
  const row = await db
    .select({ one: sql<number>`1` })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.parentId, id)))
    .get();
  return row !== undefined;
}

export interface MenuValues {
  menu: Menu;
  label: string;
  pageId: number | null;
  newsItemId: number | null;
  path: string | null;
  parentId: number | null;
  position: number;
}

export async function insertMenuItem(db: Database, tenantId: TenantId, centerId: number, values: MenuValues) {
  const row = await db
    .insert(menuItems)
    .values({ tenantId, volunteerCenterId: centerId, ...values })
    .returning({ id: menuItems.id })
    .get();
  return row.id;
}

export const updateMenuItem = (db: Database, item: MenuItem, values: MenuValues) => updateInTenant(db, menuItems, item, values).run();

export const deleteMenuItem = (db: Database, tenantId: TenantId, id: number) => deleteInTenant(db, menuItems, tenantId, id).run();
