// Mirrors api/migrations/0050_activities.sql.
import { ACTIVITY_KINDS, ACTIVITY_REPEATS, ACTIVITY_STATUSES, SIGN_UP_STATUSES } from "@contract/activities";
import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations, users } from "./accounts-schema";
import { centerColumn, tenantColumn } from "./schema";
import { themesTable } from "./tags-schema";
import { LOCALES } from "@contract/locales";
import { cascadeColumn, now, setNullColumn, timestamps } from "./columns";

export const activities = sqliteTable("activities", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: centerColumn(),
  organizationId: integer("organization_id").references(() => organizations.id, {
    onDelete: "cascade",
  }),
  kind: text("kind", { enum: ACTIVITY_KINDS }).notNull().default("activity"),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  startsAt: text("starts_at").notNull(),
  endsAt: text("ends_at").notNull(),
  repeat: text("repeat", { enum: ACTIVITY_REPEATS }).notNull().default("none"),
  repeatUntil: text("repeat_until"),
  lastDate: text("last_date").notNull(),
  online: integer("online", { mode: "boolean" }).notNull().default(false),
  onlineUrl: text("online_url"),
  place: text("place"),
  address: text("address"),
  postalCode: text("postal_code"),
  latitude: real("latitude"),
  longitude: real("longitude"),
  capacity: integer("capacity"),
  status: text("status", { enum: ACTIVITY_STATUSES }).notNull().default("pending"),
  statusMessage: text("status_message"),
  createdBy: setNullColumn("created_by", () => users.id),
  ...timestamps,
});

export const activityTags = themesTable(
  "activity_tags",
  "activityId",
  cascadeColumn("activity_id", () => activities.id),
);

export const activitySignUps = sqliteTable("activity_sign_ups", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  activityId: cascadeColumn("activity_id", () => activities.id),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
  status: text("status", { enum: SIGN_UP_STATUSES }).notNull(),
  tokenHash: text("token_hash").notNull(),
  queuedAt: text("queued_at"),
  cancelledAt: text("cancelled_at"),
  ...timestamps,
});

export const activityReminders = sqliteTable(
  "activity_reminders",
  {
    tenantId: tenantColumn(),
    activityId: cascadeColumn("activity_id", () => activities.id),
    occurrenceDate: text("occurrence_date").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.occurrenceDate] })],
);

export const activityFeedTokens = sqliteTable("activity_feed_tokens", {
  userId: cascadeColumn("user_id", () => users.id).primaryKey(),
  tenantId: tenantColumn(),
  token: text("token").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

export type Activity = typeof activities.$inferSelect;
export type ActivitySignUp = typeof activitySignUps.$inferSelect;
