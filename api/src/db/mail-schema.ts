// Mirrors the outbox and rate-limit tables of api/migrations/0002_accounts.sql.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LOCALES, users } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { setNullColumn, timestamps } from "./columns";

/** queued → sending (claimed, with a lease) → sent; failed once the queue gave up on it. */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxMessages = sqliteTable("outbox_messages", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  userId: setNullColumn("user_id", () => users.id),
  kind: text("kind").notNull(),
  locale: text("locale", { enum: LOCALES }).notNull(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body").notNull(),
  sentAt: text("sent_at"),
  // Delivery through the queue (migration 0015, docs/mail.md).
  status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  failureReason: text("failure_reason"),
  leaseUntil: text("lease_until"),
  messageId: text("message_id"),
  senderName: text("sender_name"),
  replyTo: text("reply_to"),
  listUnsubscribe: text("list_unsubscribe"),
  // Migration 0070: rendered again at delivery with the centre's (or tenant's) template.
  volunteerCenterId: integer("volunteer_center_id"),
  varsJson: text("vars_json"),
  ...timestamps,
});

/** A changed mail text (migration 0070): a centre's (volunteerCenterId) or the tenant's (null). */
export const notificationTemplates = sqliteTable("notification_templates", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: integer("volunteer_center_id"),
  kind: text("kind").notNull(),
  subjectNl: text("subject_nl").notNull(),
  bodyNl: text("body_nl").notNull(),
  subjectEn: text("subject_en").notNull(),
  bodyEn: text("body_en").notNull(),
  ...timestamps,
});
export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;

export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    tenantId: tenantColumn(),
    bucket: text("bucket").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.windowStart] })],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
