// Mirrors api/migrations/0150_shifts.sql.
import { SHIFT_SIGN_UP_STATUSES } from "@contract/shifts";
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";
import { activities } from "./activities-schema";
import { tenants } from "./schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id);

export const shifts = sqliteTable("shifts", {
  id: integer("id").primaryKey(),
  tenantId: tenantId(),
  activityId: integer("activity_id")
    .notNull()
    .references(() => activities.id, { onDelete: "cascade" }),
  startsAt: text("starts_at").notNull(),
  endsAt: text("ends_at").notNull(),
  capacity: integer("capacity").notNull(),
  place: text("place"),
  task: text("task"),
  cancelHours: integer("cancel_hours").notNull().default(24),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

export const shiftSignUps = sqliteTable("shift_sign_ups", {
  id: integer("id").primaryKey(),
  tenantId: tenantId(),
  shiftId: integer("shift_id")
    .notNull()
    .references(() => shifts.id, { onDelete: "cascade" }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  status: text("status", { enum: SHIFT_SIGN_UP_STATUSES }).notNull(),
  queuedAt: text("queued_at").notNull().default(now),
  cancelledAt: text("cancelled_at"),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

export type Shift = typeof shifts.$inferSelect;
export type ShiftSignUp = typeof shiftSignUps.$inferSelect;
