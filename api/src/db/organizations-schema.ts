// Mirrors the address and profile tables of api/migrations/0003_organizations.sql.
import { sql } from "drizzle-orm";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations } from "./accounts-schema";
import { tenants } from "./schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const common = () => ({
  id: integer("id").primaryKey(),
  tenantId: text("tenant_id")
    .notNull()
    .references(() => tenants.id),
  organizationId: integer("organization_id")
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: "cascade" }),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

export const organizationAddresses = sqliteTable("organization_addresses", {
  ...common(),
  street: text("street"),
  houseNumber: text("house_number"),
  postalCode: text("postal_code"),
  city: text("city"),
  latitude: real("latitude"),
  longitude: real("longitude"),
  // Copies of the organization's name, status and centre, kept by triggers
  // (0013_organization_directory_copy.sql) and read with raw SQL; never written from here.
  organizationName: text("organization_name"),
  organizationStatus: text("organization_status"),
  volunteerCenterId: integer("volunteer_center_id"),
});

export const organizationProfiles = sqliteTable("organization_profiles", {
  ...common(),
  description: text("description"),
  website: text("website"),
  phone: text("phone"),
  email: text("email"),
  logoUrl: text("logo_url"),
});

export type OrganizationAddress = typeof organizationAddresses.$inferSelect;
export type OrganizationProfile = typeof organizationProfiles.$inferSelect;
