import { MESSAGE_MAIL_INTERVAL_MINUTES, SIDES_OF, type ConversationSide } from "@contract/conversations";
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { roles } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { type Conversation, conversationParticipants, conversations, messages } from "../../db/conversations-schema";
import { inIdList } from "../../db/id-list";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { queueDelivery } from "../../mail/outbox";
import type { TenantId } from "../../tenancy";
import { notify } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { messageMail } from "./message-mail";

const INTERVAL_MS = MESSAGE_MAIL_INTERVAL_MINUTES * 60_000;

/** The people of one side of a conversation now: the volunteer, the organization's admins, the centre's staff. */
export async function membersOf(db: Database, tenantId: TenantId, c: Conversation, side: ConversationSide): Promise<number[]> {
  if (side === "volunteer") return c.volunteerId === null ? [] : [c.volunteerId];
  const role =
    side === "organization"
      ? { name: "admin" as const, type: "Organization" as const, id: c.organizationId ?? 0 }
      : { name: "staff" as const, type: "VolunteerCenter" as const, id: c.volunteerCenterId ?? 0 };
  const rows = await db
    .select({ id: roles.userId })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, role.name), eq(roles.resourceType, role.type), eq(roles.resourceId, role.id)))
    .all();
  return [...new Set(rows.map((r) => r.id))];
}

/** The other side of a conversation, from one side (contract SIDES_OF). */
export const otherSide = (c: Conversation, side: ConversationSide): ConversationSide => {
  const [one, other] = SIDES_OF[c.kind];
  return side === one ? other : one;
};

interface Recipient {
  id: number;
  email: string | null;
  firstName: string | null;
  locale: User["locale"];
  messageMail: number;
  status: User["status"];
  unreadCount: number | null;
  mailedAt: string | null;
}

async function recipients(db: Database, tenantId: TenantId, c: Conversation, ids: number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db.all<Recipient>(sql`SELECT u.id, u.email, u.first_name AS firstName, u.locale, u.message_mail AS messageMail, u.status,
      p.unread_count AS unreadCount, p.mailed_at AS mailedAt
    FROM users u LEFT JOIN conversation_participants p ON p.conversation_id = ${c.id} AND p.user_id = u.id AND p.tenant_id = ${tenantId}
    WHERE u.tenant_id = ${tenantId} AND ${inIdList(sql`u.id`, ids)} AND u.deleted_at IS NULL`);
}

/** How the sender is named to the other side: the organization, the centre, or the volunteer. */
export async function senderName(
  db: Database,
  tenantId: TenantId,
  c: Pick<Conversation, "organizationId" | "volunteerCenterId">,
  side: ConversationSide,
  sender: User,
) {
  if (side === "volunteer") return [sender.firstName, sender.lastName].filter(Boolean).join(" ") || "?";
  const row =
    side === "organization"
      ? await db.all<{ name: string }>(sql`SELECT name FROM organizations WHERE tenant_id = ${tenantId} AND id = ${c.organizationId}`)
      : await db.all<{ name: string }>(sql`SELECT name FROM volunteer_centers WHERE tenant_id = ${tenantId} AND id = ${c.volunteerCenterId}`);
  return row[0]?.name ?? "?";
}

/** A message's statements for a D1 batch: the message first, its mails' outbox inserts at [mailsFrom, end). */
export interface PreparedMessage {
  items: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
  mailsFrom: number;
}

/**
 * Writes a message and everything it causes, in one D1 batch: the conversation's count, the
 * sender's own state (read up to here), each recipient's unread count, a notification for a
 * recipient who had nothing unread, and a mail to those who want one and were not mailed about
 * this conversation in the last quarter hour (the others get it from the quarter-hour run).
 * Returns the new message's id.
 */
export async function appendMessage(c: Context<AppEnv>, conversation: Conversation, side: ConversationSide, sender: User, body: string) {
  const { items, mailsFrom } = await prepareMessage(c, conversation, side, sender, body);
  const results = await c.var.db.batch(items);
  queueDelivery(c, mailIds(results, mailsFrom));
  return (results[0] as { id: number }[])[0]!.id;
}

/**
 * The statements of appendMessage without running them, for a caller that writes the message in
 * its own batch (a match of one-on-one help opens the conversation and writes its first message
 * at once). The conversation need not exist yet: only its id and sides are read.
 */
export async function prepareMessage(
  c: Context<AppEnv>,
  conversation: Conversation,
  side: ConversationSide,
  sender: User,
  body: string,
  /** notify: false when the caller tells the recipients itself (a match has its own notification). */
  { notify: tell = true }: { notify?: boolean } = {},
): Promise<PreparedMessage> {
  const { db, tenantId } = c.var;
  const now = new Date();
  const at = now.toISOString();
  const ids = (await membersOf(db, tenantId, conversation, otherSide(conversation, side))).filter((id) => id !== sender.id);
  const [people, name] = await Promise.all([recipients(db, tenantId, conversation, ids), senderName(db, tenantId, conversation, side, sender)]);
  const mailNow = people.filter(
    (p) => p.messageMail === 1 && p.email !== null && p.status !== "archived" && (p.mailedAt === null || now.getTime() - Date.parse(p.mailedAt) >= INTERVAL_MS),
  );
  const mailLater = people.filter((p) => p.messageMail === 1 && p.email !== null && !mailNow.includes(p));
  const insert = db
    .insert(messages)
    .values({ tenantId, conversationId: conversation.id, senderId: sender.id, side, body, createdAt: at })
    .returning({ id: messages.id });
  const newest = sql`(SELECT max(id) FROM messages WHERE conversation_id = ${conversation.id})`;
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(conversations)
      .set({ messagesCount: sql`${conversations.messagesCount} + 1`, lastMessageAt: at, updatedAt: at })
      .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, conversation.id))),
    db
      .insert(conversationParticipants)
      .values({ tenantId, conversationId: conversation.id, userId: sender.id, side, lastMessageAt: at, lastReadMessageId: newest })
      .onConflictDoUpdate({
        target: [conversationParticipants.conversationId, conversationParticipants.userId],
        set: { side, lastMessageAt: at, unreadCount: 0, lastReadMessageId: newest, archived: 0, mailPending: 0 },
      }),
    ...people.map((p) => {
      const mailed = mailNow.includes(p);
      const pending = mailLater.includes(p) ? 1 : 0;
      return db
        .insert(conversationParticipants)
        .values({
          tenantId,
          conversationId: conversation.id,
          userId: p.id,
          side: otherSide(conversation, side),
          unreadCount: 1,
          lastMessageAt: at,
          mailedAt: mailed ? at : null,
          mailPending: pending,
        })
        .onConflictDoUpdate({
          target: [conversationParticipants.conversationId, conversationParticipants.userId],
          set: {
            unreadCount: sql`${conversationParticipants.unreadCount} + 1`,
            lastMessageAt: at,
            archived: 0,
            ...(mailed ? { mailedAt: at, mailPending: 0 } : pending ? { mailPending: 1 } : {}),
          },
        });
    }),
  ];
  // One notification per stretch of unread messages, not one per message.
  const told = !tell
    ? undefined
    : notify(db, tenantId, {
        userIds: people.filter((p) => !p.unreadCount).map((p) => p.id),
        kind: "message_received",
        subject: { type: "Conversation", id: conversation.id },
        path: `/conversations/${conversation.id}`,
        params: { sender: name, topic: conversation.topic },
      });
  if (told) statements.push(told);
  const mails = (await Promise.all(mailNow.map((p) => messageMail(c.env, db, tenantId, conversation, p, name, 1)))).map((m) => m.insert);
  return { items: [insert, ...statements, ...mails], mailsFrom: 1 + statements.length };
}
