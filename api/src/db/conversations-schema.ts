// Mirrors api/migrations/0041_conversations.sql, 0137_help_request_conversations.sql and 0179_shift_conversations.sql (the SQL is the source of truth).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONVERSATION_KINDS, CONVERSATION_SIDES, CONVERSATION_SUBJECTS } from "@contract/conversations";
import { organizations, users } from "./accounts-schema";
import { tenantColumn, volunteerCenters } from "./schema";
import { cascadeColumn, now, setNullColumn, timestamps } from "./columns";

export const conversations = sqliteTable(
  "conversations",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    kind: text("kind", { enum: CONVERSATION_KINDS }).notNull(),
    volunteerCenterId: integer("volunteer_center_id").references(() => volunteerCenters.id),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    volunteerId: integer("volunteer_id").references(() => users.id, { onDelete: "cascade" }),
    subjectType: text("subject_type", { enum: CONVERSATION_SUBJECTS }),
    subjectId: integer("subject_id"),
    topic: text("topic").notNull(),
    blockedSide: text("blocked_side", { enum: CONVERSATION_SIDES }),
    blockedBy: setNullColumn("blocked_by", () => users.id),
    reportedAt: text("reported_at"),
    reportedBy: setNullColumn("reported_by", () => users.id),
    reportReason: text("report_reason"),
    messagesCount: integer("messages_count").notNull().default(0),
    lastMessageAt: text("last_message_at"),
    closedAt: text("closed_at"),
    ...timestamps,
  },
  (t) => [index("conversations_subject").on(t.tenantId, t.organizationId, t.volunteerId, t.subjectType, t.subjectId)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    conversationId: cascadeColumn("conversation_id", () => conversations.id),
    senderId: setNullColumn("sender_id", () => users.id),
    side: text("side", { enum: CONVERSATION_SIDES }).notNull(),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("messages_conversation").on(t.conversationId, t.id)],
);

export const conversationParticipants = sqliteTable(
  "conversation_participants",
  {
    tenantId: tenantColumn(),
    conversationId: cascadeColumn("conversation_id", () => conversations.id),
    userId: cascadeColumn("user_id", () => users.id),
    side: text("side", { enum: CONVERSATION_SIDES }).notNull(),
    unreadCount: integer("unread_count").notNull().default(0),
    lastReadMessageId: integer("last_read_message_id").notNull().default(0),
    lastMessageAt: text("last_message_at"),
    archived: integer("archived").notNull().default(0),
    mailedAt: text("mailed_at"),
    mailPending: integer("mail_pending").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_participants_inbox").on(t.tenantId, t.userId, t.archived, t.lastMessageAt),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type Participant = typeof conversationParticipants.$inferSelect;
