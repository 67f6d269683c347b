// Mirrors api/migrations/0004_tags_and_social_map.sql.
import { type SQLiteColumnBuilderBase, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations } from "./accounts-schema";
import { centerColumn, tenantColumn } from "./schema";
import { TAG_KINDS } from "@contract/tags";
import { cascadeColumn, timestamps } from "./columns";

export const tags = sqliteTable("tags", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: centerColumn(),
  name: text("name").notNull(),
  // 0161: what the theme says (what, for whom, how); null when not said.
  kind: text("kind", { enum: TAG_KINDS }),
  ...timestamps,
});

export const organizationTags = sqliteTable(
  "organization_tags",
  {
    tenantId: tenantColumn(),
    organizationId: cascadeColumn("organization_id", () => organizations.id),
    tagId: cascadeColumn("tag_id", () => tags.id),
    // Copies of the organization's name, status and centre, kept by triggers
    // (0013_organization_directory_copy.sql) and read with raw SQL; never written from here.
    organizationName: text("organization_name"),
    organizationStatus: text("organization_status"),
    volunteerCenterId: integer("volunteer_center_id"),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.tagId] })],
);

/** The themes of one kind of row (an activity's, a vacancy's, a volunteer profile's): the tenant, the row and the tag, each pair once. */
export function themesTable<TName extends string, TKey extends string, TRow extends SQLiteColumnBuilderBase>(name: TName, key: TKey, row: TRow) {
  const tagId = cascadeColumn("tag_id", () => tags.id);
  const columns = { tenantId: tenantColumn(), [key]: row, tagId } as { tenantId: ReturnType<typeof tenantColumn>; tagId: typeof tagId } & Record<TKey, TRow>;
  return sqliteTable(name, columns, (t) => [primaryKey({ columns: [t[key], t.tagId] })]);
}

/** Reference data shared by all tenants: a Dutch PC4 area and its centre point. */
export const postcodeAreas = sqliteTable("postcode_areas", {
  postcode: text("postcode").primaryKey(),
  city: text("city"),
  latitude: real("latitude").notNull(),
  longitude: real("longitude").notNull(),
});

export type Tag = typeof tags.$inferSelect;
