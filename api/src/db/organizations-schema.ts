// Mirrors the address and profile tables of api/migrations/0003_organizations.sql.
import { CONTACT_VISIBILITIES } from "@contract/organizations";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { addressColumns, cascadeColumn, timestamps } from "./columns";

const common = () => ({
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  organizationId: cascadeColumn("organization_id", () => organizations.id).unique(),
  ...timestamps,
});

export const organizationAddresses = sqliteTable("organization_addresses", {
  ...common(),
  ...addressColumns,
  // 0017: street, number, postal code and coordinates for staff only (the city stays public).
  visibility: text("visibility", { enum: CONTACT_VISIBILITIES }).notNull().default("public"),
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
  // 0160: where to give money, shown on the public page.
  donationUrl: text("donation_url"),
  // 0017: per contact field, public or for staff only.
  phoneVisibility: text("phone_visibility", { enum: CONTACT_VISIBILITIES }).notNull().default("public"),
  emailVisibility: text("email_visibility", { enum: CONTACT_VISIBILITIES }).notNull().default("public"),
});

export type OrganizationAddress = typeof organizationAddresses.$inferSelect;
export type OrganizationProfile = typeof organizationProfiles.$inferSelect;
