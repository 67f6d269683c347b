// Mirrors api/migrations/0040_notifications.sql (the SQL is the source of truth).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { NotificationKind, NotificationSubject } from "@contract/notifications";
import { users } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { cascadeColumn, timestamps } from "./columns";

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    userId: cascadeColumn("user_id", () => users.id),
    kind: text("kind").$type<NotificationKind>().notNull(),
    subjectType: text("subject_type").$type<NotificationSubject>().notNull(),
    subjectId: integer("subject_id").notNull(),
    params: text("params").notNull().default("{}"),
    path: text("path").notNull(),
    readAt: text("read_at"),
    ...timestamps,
  },
  (t) => [index("notifications_user").on(t.tenantId, t.userId, t.id)],
);

export type Notification = typeof notifications.$inferSelect;
