// Mirrors api/migrations/0060_forms.sql.
import { FORM_KINDS, FORM_STATUSES } from "@contract/forms";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { tenantColumn, volunteerCenters } from "./schema";
import { cascadeColumn, now, setNullColumn, timestamps } from "./columns";

export const forms = sqliteTable("forms", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: cascadeColumn("volunteer_center_id", () => volunteerCenters.id),
  ownerId: setNullColumn("owner_id", () => users.id),
  kind: text("kind", { enum: FORM_KINDS }).notNull().default("custom"),
  title: text("title").notNull(),
  status: text("status", { enum: FORM_STATUSES }).notNull().default("draft"),
  token: text("token").notNull(),
  retentionDays: integer("retention_days").notNull().default(365),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

export const formVersions = sqliteTable("form_versions", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  formId: cascadeColumn("form_id", () => forms.id),
  number: integer("number").notNull(),
  definition: text("definition").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

export const formSubmissions = sqliteTable("form_submissions", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  formId: cascadeColumn("form_id", () => forms.id),
  formVersionId: cascadeColumn("form_version_id", () => formVersions.id),
  answers: text("answers").notNull(),
  locale: text("locale").notNull().default("nl"),
  createdAt: text("created_at").notNull().default(now),
  // The signed-in sender, for their own-data export only (0125); null for a visitor.
  submittedBy: setNullColumn("submitted_by", () => users.id),
});

export type Form = typeof forms.$inferSelect;
export type FormVersion = typeof formVersions.$inferSelect;
export type FormSubmission = typeof formSubmissions.$inferSelect;
