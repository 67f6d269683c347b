// Mirrors api/migrations/0021b_data_viewer_views.sql.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { now, setNullColumn } from "./columns";

/** The audit trail of /admin/data-viewer: one row per view. */
export const dataViewerViews = sqliteTable(
  "data_viewer_views",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    userId: setNullColumn("user_id", () => users.id),
    tableName: text("table_name"),
    search: text("search"),
    pageNumber: integer("page_number").notNull().default(1),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("data_viewer_views_tenant").on(t.tenantId, t.createdAt)],
);
