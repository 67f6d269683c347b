// Mirrors api/migrations/0015_files.sql.
import { integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { now, setNullColumn, timestamps } from "./columns";

export const files = sqliteTable(
  "files",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: setNullColumn("uploaded_by", () => users.id),
    ...timestamps,
  },
  (t) => [unique("files_tenant_key").on(t.tenantId, t.key)],
);

export type StoredFile = typeof files.$inferSelect;

// Mirrors api/migrations/0100_file_library.sql.
export const libraryFiles = sqliteTable("library_files", {
  id: integer("id").primaryKey(),
  tenantId: text("tenant_id").notNull(),
  volunteerCenterId: integer("volunteer_center_id").notNull(),
  url: text("url").notNull(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  uploadedBy: integer("uploaded_by"),
  createdAt: text("created_at").notNull().default(now),
});

export type LibraryFile = typeof libraryFiles.$inferSelect;

export const stockImages = sqliteTable("stock_images", {
  id: integer("id").primaryKey(),
  key: text("key").notNull(),
  altNl: text("alt_nl").notNull(),
  altEn: text("alt_en").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

export type StockImage = typeof stockImages.$inferSelect;
