// Mirrors api/migrations/0005_vacancies.sql and 0006_vacancy_tags.sql (the SQL is the source of truth). The FTS5 table
// `vacancy_search` (its facets column: 0011_search_facets.sql) and its triggers are reached with
// raw SQL only (search.ts, facets.ts).
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { APPLICATION_STATUSES } from "@contract/applications";
import { LOCALES } from "@contract/locales";
import { COMMITMENTS, VACANCY_STATUSES } from "@contract/vacancies";
import { organizations, users } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { themesTable } from "./tags-schema";
import { addressColumns, cascadeColumn, now, setNullColumn, timestamps } from "./columns";

export { APPLICATION_STATUSES, type ApplicationStatus } from "@contract/applications";
export { COMMITMENTS, VACANCY_STATUSES, type VacancyStatus } from "@contract/vacancies";

export const vacancies = sqliteTable("vacancies", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  organizationId: cascadeColumn("organization_id", () => organizations.id),
  title: text("title").notNull(),
  description: text("description").notNull(),
  descriptionText: text("description_text").notNull().default(""),
  status: text("status", { enum: VACANCY_STATUSES }).notNull().default("draft"),
  remote: integer("remote", { mode: "boolean" }).notNull().default(false),
  ...addressColumns,
  hoursPerWeek: real("hours_per_week"),
  commitment: text("commitment", { enum: COMMITMENTS }).notNull().default("recurring"),
  startsOn: text("starts_on"),
  endsOn: text("ends_on"),
  places: integer("places"),
  requirements: text("requirements"),
  contactName: text("contact_name"),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  publishedAt: text("published_at"),
  expiresOn: text("expires_on"),
  expiryRemindedFor: text("expiry_reminded_for"),
  // The organization's approval, copied by triggers (0009_vacancy_approval_copy.sql) and read
  // with raw SQL (publicSql); never written from here.
  organizationApproved: integer("organization_approved", { mode: "boolean" }).notNull().default(false),
  ...timestamps,
});

export const applications = sqliteTable("applications", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  vacancyId: cascadeColumn("vacancy_id", () => vacancies.id),
  userId: setNullColumn("user_id", () => users.id),
  name: text("name"),
  email: text("email"),
  phone: text("phone"),
  locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
  motivation: text("motivation").notNull(),
  status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
  statusMessage: text("status_message"),
  statusChangedAt: text("status_changed_at"),
  /** The first answer (in progress, accepted, declined), kept by a trigger (0090_analytics.sql). */
  answeredAt: text("answered_at"),
  ...timestamps,
});

export type Vacancy = typeof vacancies.$inferSelect;
export type NewVacancy = typeof vacancies.$inferInsert;
export type Application = typeof applications.$inferSelect;

/** A vacancy's tags: tags of its organization's centre (0006_vacancy_tags.sql). */
export const vacancyTags = themesTable(
  "vacancy_tags",
  "vacancyId",
  cascadeColumn("vacancy_id", () => vacancies.id),
);

/** migrations/0008: a guest's mailed withdraw link, stored as the hash of its token. */
export const applicationWithdrawTokens = sqliteTable("application_withdraw_tokens", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  applicationId: cascadeColumn("application_id", () => applications.id).unique(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: text("expires_at").notNull(),
  createdAt: text("created_at").notNull().default(now),
});
