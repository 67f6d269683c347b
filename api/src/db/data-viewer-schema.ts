// Mirrors api/migrations/0021b_data_viewer_views.sql.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { tenants } from "./schema";

/** The audit trail of /admin/data-viewer: one row per view. */
export const dataViewerViews = sqliteTable(
  "data_viewer_views",
  {
    id: integer("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    tableName: text("table_name"),
    search: text("search"),
    pageNumber: integer("page_number").notNull().default(1),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [index("data_viewer_views_tenant").on(t.tenantId, t.createdAt)],
);
