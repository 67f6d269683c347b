// Mirrors api/migrations/0130_help_requests.sql (the SQL is the source of truth).
import { HELP_REQUEST_STATUSES, HOW_OFTEN } from "@contract/help-requests";
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { tenants, volunteerCenters } from "./schema";
import { LOCALES } from "@contract/locales";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const helpRequests = sqliteTable("help_requests", {
  id: integer("id").primaryKey(),
  tenantId: text("tenant_id")
    .notNull()
    .references(() => tenants.id),
  volunteerCenterId: integer("volunteer_center_id")
    .notNull()
    .references(() => volunteerCenters.id),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
  what: text("what").notNull(),
  howOften: text("how_often", { enum: HOW_OFTEN }).notNull(),
  area: text("area").notNull(),
  status: text("status", { enum: HELP_REQUEST_STATUSES }).notNull().default("unconfirmed"),
  tokenHash: text("token_hash").notNull(),
  volunteerId: integer("volunteer_id").references(() => users.id, { onDelete: "set null" }),
  followUp: text("follow_up"),
  confirmedAt: text("confirmed_at"),
  matchedAt: text("matched_at"),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

export type HelpRequest = typeof helpRequests.$inferSelect;

export const helpOffers = sqliteTable("help_offers", {
  id: integer("id").primaryKey(),
  tenantId: text("tenant_id")
    .notNull()
    .references(() => tenants.id),
  helpRequestId: integer("help_request_id")
    .notNull()
    .references(() => helpRequests.id, { onDelete: "cascade" }),
  volunteerId: integer("volunteer_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  message: text("message"),
  createdAt: text("created_at").notNull().default(now),
});
