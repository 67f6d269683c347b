// Mirrors api/migrations/0130_help_requests.sql (the SQL is the source of truth).
import { HELP_REQUEST_STATUSES, HOW_OFTEN } from "@contract/help-requests";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { centerColumn, tenantColumn } from "./schema";
import { LOCALES } from "@contract/locales";
import { cascadeColumn, now, setNullColumn, timestamps } from "./columns";

export const helpRequests = sqliteTable("help_requests", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: centerColumn(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
  what: text("what").notNull(),
  howOften: text("how_often", { enum: HOW_OFTEN }).notNull(),
  area: text("area").notNull(),
  status: text("status", { enum: HELP_REQUEST_STATUSES }).notNull().default("unconfirmed"),
  tokenHash: text("token_hash").notNull(),
  volunteerId: setNullColumn("volunteer_id", () => users.id),
  followUp: text("follow_up"),
  confirmedAt: text("confirmed_at"),
  matchedAt: text("matched_at"),
  ...timestamps,
});

export type HelpRequest = typeof helpRequests.$inferSelect;

export const helpOffers = sqliteTable("help_offers", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  helpRequestId: cascadeColumn("help_request_id", () => helpRequests.id),
  volunteerId: cascadeColumn("volunteer_id", () => users.id),
  message: text("message"),
  createdAt: text("created_at").notNull().default(now),
});
