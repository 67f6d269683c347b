// Mirrors api/migrations/0080_volunteer_profiles.sql (the SQL is the source of truth). The FTS5
// table volunteer_profile_search and its triggers are reached with raw SQL (pool.ts).
import { PROFILE_REPLY_STATUSES } from "@contract/volunteer-profiles/replies";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { centerColumn, tenantColumn } from "./schema";
import { themesTable } from "./tags-schema";
import { cascadeColumn, timestamps } from "./columns";

export const volunteerProfiles = sqliteTable("volunteer_profiles", {
  userId: cascadeColumn("user_id", () => users.id).primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: centerColumn(),
  published: integer("published").notNull().default(0),
  publishedAt: text("published_at"),
  introduction: text("introduction"),
  skills: text("skills"),
  availability: integer("availability").notNull().default(0),
  hoursPerWeek: integer("hours_per_week"),
  postcodeArea: text("postcode_area"),
  latitude: real("latitude"),
  longitude: real("longitude"),
  travelKm: integer("travel_km"),
  visibleFields: integer("visible_fields").notNull().default(63),
  photoUrl: text("photo_url"),
  ...timestamps,
});

export const volunteerProfileTags = themesTable(
  "volunteer_profile_tags",
  "userId",
  cascadeColumn("user_id", () => volunteerProfiles.userId),
);

export type VolunteerProfile = typeof volunteerProfiles.$inferSelect;

// Mirrors api/migrations/0081_profile_replies.sql.
export const profileReplies = sqliteTable("profile_replies", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  organizationId: integer("organization_id").notNull(),
  volunteerId: cascadeColumn("volunteer_id", () => users.id),
  senderId: integer("sender_id"),
  vacancyId: integer("vacancy_id"),
  message: text("message").notNull(),
  status: text("status", { enum: PROFILE_REPLY_STATUSES }).notNull().default("pending"),
  conversationId: integer("conversation_id"),
  answeredAt: text("answered_at"),
  ...timestamps,
});

export type ProfileReply = typeof profileReplies.$inferSelect;
