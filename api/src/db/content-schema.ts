// Mirrors api/migrations/0030_pages.sql (a centre's pages and their old slugs).
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { MENUS } from "@contract/menu-items";
import { PAGE_KINDS, PAGE_STATUSES } from "@contract/pages";
import { centerColumn, tenantColumn } from "./schema";
import { timestamps } from "./columns";

export const pages = sqliteTable("pages", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: centerColumn(),
  kind: text("kind", { enum: PAGE_KINDS }).notNull().default("custom"),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  status: text("status", { enum: PAGE_STATUSES }).notNull().default("draft"),
  body: text("body").notNull(),
  ...timestamps,
});

export const pageSlugRedirects = sqliteTable(
  "page_slug_redirects",
  {
    volunteerCenterId: integer("volunteer_center_id").notNull(),
    slug: text("slug").notNull(),
    tenantId: text("tenant_id").notNull(),
    pageId: integer("page_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.volunteerCenterId, t.slug] })],
);

export type Page = typeof pages.$inferSelect;

// Mirrors api/migrations/0031_news_items.sql.
export const newsItems = sqliteTable("news_items", {
  id: integer("id").primaryKey(),
  tenantId: text("tenant_id").notNull(),
  volunteerCenterId: integer("volunteer_center_id").notNull(),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  summary: text("summary").notNull().default(""),
  body: text("body").notNull(),
  publishedAt: text("published_at"),
  pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
  imageUrl: text("image_url"),
  imageAlt: text("image_alt").notNull().default(""),
  ...timestamps,
});

export type NewsItem = typeof newsItems.$inferSelect;

// Mirrors api/migrations/0032_menu_items.sql.
export const menuItems = sqliteTable("menu_items", {
  id: integer("id").primaryKey(),
  tenantId: text("tenant_id").notNull(),
  volunteerCenterId: integer("volunteer_center_id").notNull(),
  menu: text("menu", { enum: MENUS }).notNull(),
  label: text("label").notNull(),
  pageId: integer("page_id"),
  newsItemId: integer("news_item_id"),
  path: text("path"),
  parentId: integer("parent_id"),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

export type MenuItem = typeof menuItems.$inferSelect;
