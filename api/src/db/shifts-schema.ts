// Mirrors api/migrations/0150_shifts.sql (rebuilt by 0182_vacancy_shifts.sql), 0164_shift_guest_sign_ups.sql, 0162_hour_records.sql and 0180_shift_messages.sql.
import { HOUR_RECORD_STATUSES } from "@contract/hours";
import { LOCALES } from "@contract/locales";
import { SHIFT_SIGN_UP_STATUSES } from "@contract/shifts";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations, users } from "./accounts-schema";
import { activities } from "./activities-schema";
import { tenantColumn } from "./schema";
import { vacancies } from "./vacancies-schema";
import { cascadeColumn, now, setNullColumn, timestamps } from "./columns";

export const shifts = sqliteTable("shifts", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  /** A shift's parent is an activity or a vacancy, exactly one (0182_vacancy_shifts.sql). */
  activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
  vacancyId: integer("vacancy_id").references(() => vacancies.id, { onDelete: "cascade" }),
  startsAt: text("starts_at").notNull(),
  endsAt: text("ends_at").notNull(),
  capacity: integer("capacity").notNull(),
  place: text("place"),
  task: text("task"),
  cancelHours: integer("cancel_hours").notNull().default(24),
  /** The check-in link's key (0163_shift_check_in_keys.sql): set by the roster on first use. */
  checkInKey: text("check_in_key"),
  ...timestamps,
});

export const shiftSignUps = sqliteTable("shift_sign_ups", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  shiftId: cascadeColumn("shift_id", () => shifts.id),
  /** null: a guest (0164_shift_guest_sign_ups.sql), known by name and address only. */
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  name: text("name"),
  email: text("email"),
  locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
  /** SHA-256 of a guest's mailed token (confirm, cancel); null for an account's sign-up. */
  tokenHash: text("token_hash"),
  status: text("status", { enum: SHIFT_SIGN_UP_STATUSES }).notNull(),
  queuedAt: text("queued_at").notNull().default(now),
  cancelledAt: text("cancelled_at"),
  ...timestamps,
});

/** The day-before reminder, once per shift and day (0165_shift_reminders.sql). */
export const shiftReminders = sqliteTable(
  "shift_reminders",
  {
    tenantId: tenantColumn(),
    shiftId: cascadeColumn("shift_id", () => shifts.id),
    shiftDate: text("shift_date").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.shiftDate] })],
);

/** "Message everyone of a shift": one row per message, its rate limit's count (0180_shift_messages.sql). */
export const shiftMessages = sqliteTable("shift_messages", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  shiftId: cascadeColumn("shift_id", () => shifts.id),
  senderId: setNullColumn("sender_id", () => users.id),
  body: text("body").notNull(),
  volunteersCount: integer("volunteers_count").notNull().default(0),
  guestsCount: integer("guests_count").notNull().default(0),
  createdAt: text("created_at").notNull().default(now),
});

export type Shift = typeof shifts.$inferSelect;
export type ShiftSignUp = typeof shiftSignUps.$inferSelect;

// Mirrors api/migrations/0162_hour_records.sql (hours live beside the shifts they are often given at).
export const hourRecords = sqliteTable("hour_records", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  userId: cascadeColumn("user_id", () => users.id),
  organizationId: cascadeColumn("organization_id", () => organizations.id),
  shiftId: setNullColumn("shift_id", () => shifts.id),
  vacancyId: setNullColumn("vacancy_id", () => vacancies.id),
  date: text("date").notNull(),
  minutes: integer("minutes").notNull().default(0),
  note: text("note"),
  status: text("status", { enum: HOUR_RECORD_STATUSES }).notNull().default("pending"),
  checkedInAt: text("checked_in_at"),
  checkedOutAt: text("checked_out_at"),
  reviewedById: setNullColumn("reviewed_by_id", () => users.id),
  reviewedAt: text("reviewed_at"),
  ...timestamps,
});

export type HourRecord = typeof hourRecords.$inferSelect;
