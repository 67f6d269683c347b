// Mirrors api/migrations exactly. The SQL files are the source of truth (they are applied with
// `wrangler d1 migrations apply`); this file only gives Drizzle the column names and types.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cascadeColumn, timestamps } from "./columns";

export const tenants = sqliteTable(
  "tenants",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    // The operators' command line (api/migrations/0145_tenant_operations.sql, docs/operators.md).
    features: text("features"),
    suspendedAt: text("suspended_at"),
    // Set by `tenant delete` before it deletes in batches (0185): a re-run finishes the job.
    deletingSince: text("deleting_since"),
    ...timestamps,
  },
  // Unnamed in the migration; the name here is only Drizzle's handle for it.
  (t) => [check("tenants_id_check", sql`${t.id} GLOB '[a-z0-9]*' AND length(${t.id}) <= 40`)],
);

/** The tenant every row belongs to: every query names it (api/src/tenancy.ts). */
export function tenantColumn() {
  return text("tenant_id")
    .notNull()
    .references(() => tenants.id);
}

/** The centre a row belongs to, where it must have one. */
export function centerColumn() {
  return integer("volunteer_center_id")
    .notNull()
    .references(() => volunteerCenters.id);
}

export const volunteerCenters = sqliteTable(
  "volunteer_centers",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    /** Reply-To of the centre's mails (migration 0015); null: no Reply-To. */
    contactEmail: text("contact_email"),
    ...timestamps,
  },
  (t) => [index("volunteer_centers_tenant_id").on(t.tenantId, t.id)],
);

export const volunteerCenterProfiles = sqliteTable(
  "volunteer_center_profiles",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    volunteerCenterId: cascadeColumn("volunteer_center_id", () => volunteerCenters.id).unique(),
    primaryColor: text("primary_color"),
    primaryColorShades: text("primary_color_shades"),
    secondaryColor: text("secondary_color"),
    secondaryColorShades: text("secondary_color_shades"),
    tertiaryColor: text("tertiary_color"),
    tertiaryColorShades: text("tertiary_color_shades"),
    mutedColor: text("muted_color"),
    backgroundColor: text("background_color"),
    textColor: text("text_color"),
    faviconUrl: text("favicon_url"),
    websiteLogoUrl: text("website_logo_url"),
    gtagId: text("gtag_id"),
    // 0016_center_settings.sql
    shape: text("shape"),
    footerAddress: text("footer_address"),
    footerPhone: text("footer_phone"),
    footerEmail: text("footer_email"),
    openingHours: text("opening_hours"),
    socialLinks: text("social_links"),
    footerLinks: text("footer_links"),
    contactName: text("contact_name"),
    contactRole: text("contact_role"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    contactPhotoUrl: text("contact_photo_url"),
    // 0021_center_settings_version.sql: one more on every write (docs/settings.md).
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("volunteer_center_profiles_tenant_id").on(t.tenantId, t.volunteerCenterId)],
);

export type Tenant = typeof tenants.$inferSelect;
export type VolunteerCenter = typeof volunteerCenters.$inferSelect;
export type VolunteerCenterProfile = typeof volunteerCenterProfiles.$inferSelect;

/** The counter behind the edge cache's keys (resources/content-versions, issue 29). */
export const contentVersions = sqliteTable("content_versions", {
  tenantId: text("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
});
