import { and, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { type Conversation, type Message, conversations, messages } from "../../db/conversations-schema";
import { inIdList } from "../../db/id-list";
import type { Page } from "../../jsonapi/query-spec";
import { pageOffset } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import { findInTenant } from "../../db/find-in-tenant";

// Every query names the tenant; the lists name the caller too, and check their side again from
// their roles (a participant row outlives an admin's role, the access does not).

export const findConversation = (db: Database, tenantId: TenantId, id: number) => findInTenant(db, conversations, tenantId, id);

/** The conversation a new question continues: the same volunteer, organization and subject. */
export function findOpenConversation(
  db: Database,
  tenantId: TenantId,
  key: Pick<Conversation, "kind" | "organizationId" | "volunteerId" | "subjectType" | "subjectId">,
) {
  const same = (column: SQLWrapper, value: number | string | null) => (value === null ? sql`${column} IS NULL` : sql`${column} = ${value}`);
  return db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, tenantId),
        same(conversations.organizationId, key.organizationId),
        same(conversations.volunteerId, key.volunteerId),
        eq(conversations.kind, key.kind),
        same(conversations.subjectType, key.subjectType),
        same(conversations.subjectId, key.subjectId),
      ),
    )
    .orderBy(desc(conversations.id))
    .get();
}

/** The caller's sides as SQL over participant p and conversation c (access.ts sideOf). */
function entitled(actor: Actor): SQL {
  const userId = actor.user!.id;
  return sql`((p.side = 'volunteer' AND c.volunteer_id = ${userId})
    OR (p.side = 'organization' AND ${inIdList(sql`c.organization_id`, actor.adminOrgIds)})
    OR (p.side = 'center' AND c.kind IN ('organization_center', 'volunteer_center') AND ${inIdList(sql`c.volunteer_center_id`, actor.staffCenterIds)}))`;
}

/** What the serializer needs: the conversation, the caller's own state, and the names shown. */
export interface ConversationRow {
  conversation: Conversation;
  participant: { side: string; unreadCount: number; archived: number } | null;
  organizationName: string | null;
  centerName: string | null;
  volunteerName: string | null;
}

interface RawRow {
  id: number;
  tenant_id: string;
  kind: Conversation["kind"];
  volunteer_center_id: number | null;
  organization_id: number | null;
  volunteer_id: number | null;
  subject_type: Conversation["subjectType"];
  subject_id: number | null;
  topic: string;
  blocked_side: Conversation["blockedSide"];
  blocked_by: number | null;
  reported_at: string | null;
  reported_by: number | null;
  report_reason: string | null;
  messages_count: number;
  last_message_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
  p_side: string | null;
  p_unread: number | null;
  p_archived: number | null;
  organization_name: string | null;
  center_name: string | null;
  volunteer_first: string | null;
  volunteer_last: string | null;
}

const COLUMNS = sql.raw(`c.id, c.tenant_id, c.kind, c.volunteer_center_id, c.organization_id, c.volunteer_id,
  c.subject_type, c.subject_id, c.topic, c.blocked_side, c.blocked_by, c.reported_at, c.reported_by, c.report_reason,
  c.messages_count, c.last_message_at, c.closed_at, c.created_at, c.updated_at,
  o.name AS organization_name, vc.name AS center_name, u.first_name AS volunteer_first, u.last_name AS volunteer_last`);

// LEFT JOINs: a volunteer ↔ centre conversation has no organization; only it names the centre.
const NAMES = (tenantId: TenantId) => sql`LEFT JOIN organizations o ON o.id = c.organization_id AND o.tenant_id = ${tenantId}
  LEFT JOIN volunteer_centers vc ON vc.id = c.volunteer_center_id AND vc.tenant_id = ${tenantId} AND c.kind = 'volunteer_center'
  LEFT JOIN users u ON u.id = c.volunteer_id AND u.tenant_id = ${tenantId}`;

const toRow = (r: RawRow): ConversationRow => ({
  conversation: {
    id: r.id,
    tenantId: r.tenant_id,
    kind: r.kind,
    volunteerCenterId: r.volunteer_center_id,
    organizationId: r.organization_id,
    volunteerId: r.volunteer_id,
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    topic: r.topic,
    blockedSide: r.blocked_side,
    blockedBy: r.blocked_by,
    reportedAt: r.reported_at,
    reportedBy: r.reported_by,
    reportReason: r.report_reason,
    messagesCount: r.messages_count,
    lastMessageAt: r.last_message_at,
    closedAt: r.closed_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  },
  participant: r.p_side === null ? null : { side: r.p_side, unreadCount: r.p_unread ?? 0, archived: r.p_archived ?? 0 },
  organizationName: r.organization_name,
  centerName: r.center_name,
  volunteerName: [r.volunteer_first, r.volunteer_last].filter(Boolean).join(" ") || null,
});

/** One conversation with the caller's state and the names it shows. */
export async function findConversationRow(db: Database, tenantId: TenantId, id: number, userId: number) {
  const [row] = await db.all<RawRow>(sql`SELECT ${COLUMNS}, p.side AS p_side, p.unread_count AS p_unread, p.archived AS p_archived
    FROM conversations c ${NAMES(tenantId)}
    LEFT JOIN conversation_participants p ON p.conversation_id = c.id AND p.user_id = ${userId} AND p.tenant_id = ${tenantId}
    WHERE c.tenant_id = ${tenantId} AND c.id = ${id}`);
  return row === undefined ? undefined : toRow(row);
}

/** The caller's conversations (archived or not), latest message first, and their total. */
export async function listConversations(db: Database, tenantId: TenantId, actor: Actor, archived: boolean, page: Page) {
  const userId = actor.user!.id;
  const where = sql`p.tenant_id = ${tenantId} AND p.user_id = ${userId} AND p.archived = ${archived ? 1 : 0} AND ${entitled(actor)}`;
  const [rows, totals] = await db.batch([
    db.all<RawRow>(sql`SELECT ${COLUMNS}, p.side AS p_side, p.unread_count AS p_unread, p.archived AS p_archived
      FROM conversation_participants p
      JOIN conversations c ON c.id = p.conversation_id AND c.tenant_id = ${tenantId}
      ${NAMES(tenantId)}
      WHERE ${where}
      ORDER BY p.last_message_at DESC, p.conversation_id DESC
      LIMIT ${page.size} OFFSET ${pageOffset(page)}`),
    // CROSS JOIN keeps SQLite on the person's own rows first (the inbox index): left to choose,
    // it scanned every conversation of the tenant (scripts/bench-conversations.mjs).
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM conversation_participants p
      CROSS JOIN conversations c ON c.id = p.conversation_id AND c.tenant_id = ${tenantId}
      WHERE ${where}`),
  ]);
  return { rows: rows.map(toRow), total: totals[0]?.n ?? 0 };
}

/** The conversations reported to the caller's centres (all the tenant's for a super admin). */
export async function listReported(db: Database, tenantId: TenantId, actor: Actor, page: Page) {
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) return { rows: [], total: 0 };
  const where = sql`c.tenant_id = ${tenantId} AND c.reported_at IS NOT NULL
    ${actor.superAdmin ? sql`` : sql`AND ${inIdList(sql`c.volunteer_center_id`, actor.staffCenterIds)}`}`;
  const [rows, totals] = await db.batch([
    db.all<RawRow>(sql`SELECT ${COLUMNS}, NULL AS p_side, NULL AS p_unread, NULL AS p_archived
      FROM conversations c ${NAMES(tenantId)}
      WHERE ${where} ORDER BY c.reported_at DESC, c.id DESC
      LIMIT ${page.size} OFFSET ${pageOffset(page)}`),
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM conversations c WHERE ${where}`),
  ]);
  return { rows: rows.map(toRow), total: totals[0]?.n ?? 0 };
}

/** Unread messages over all the caller's conversations: reads only those with unread ones. */
export async function unreadTotal(db: Database, tenantId: TenantId, actor: Actor) {
  const [row] = await db.all<{ n: number | null }>(sql`SELECT sum(p.unread_count) AS n
    FROM conversation_participants p
    JOIN conversations c ON c.id = p.conversation_id AND c.tenant_id = ${tenantId}
    WHERE p.tenant_id = ${tenantId} AND p.user_id = ${actor.user!.id} AND p.unread_count > 0 AND ${entitled(actor)}`);
  return row?.n ?? 0;
}

export interface MessageRow extends Message {
  senderFirstName: string | null;
}

/** Which messages a page holds: before `beforeId` (older ones) or after `afterId` (new ones). */
export interface MessageWindow {
  beforeId?: number;
  afterId?: number;
  size: number;
}

interface RawMessage {
  id: number;
  tenant_id: string;
  conversation_id: number;
  sender_id: number | null;
  side: Message["side"];
  body: string;
  created_at: string;
  sender_first: string | null;
}

/** The statement of a page of messages, newest first, one more than the page to tell if more follow. */
const messagesStatement = (db: Database, tenantId: TenantId, conversationId: number, { beforeId, afterId, size }: MessageWindow) =>
  db.all<RawMessage>(sql`SELECT m.id, m.tenant_id, m.conversation_id, m.sender_id, m.side, m.body, m.created_at, u.first_name AS sender_first
    FROM messages m LEFT JOIN users u ON u.id = m.sender_id AND u.tenant_id = ${tenantId}
    WHERE m.tenant_id = ${tenantId} AND m.conversation_id = ${conversationId}
      ${beforeId === undefined ? sql`` : sql`AND m.id < ${beforeId}`}
      ${afterId === undefined ? sql`` : sql`AND m.id > ${afterId}`}
    ORDER BY m.id DESC LIMIT ${size + 1}`);

function messagePage(rows: RawMessage[], size: number) {
  const page = rows.slice(0, size).map((r): MessageRow => ({
    id: r.id,
    tenantId: r.tenant_id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    side: r.side,
    body: r.body,
    createdAt: r.created_at,
    senderFirstName: r.sender_first,
  }));
  return { rows: page, more: rows.length > size };
}

/** A page of messages, newest first. */
export async function listMessages(db: Database, tenantId: TenantId, conversationId: number, window: MessageWindow) {
  return messagePage(await messagesStatement(db, tenantId, conversationId, window), window.size);
}

/**
 * A conversation and a page of its messages in one D1 batch: the page needs only the path's id.
 * The caller checks who may read the conversation before anything of the page goes out.
 */
export async function findConversationWithMessages(db: Database, tenantId: TenantId, id: number, window: MessageWindow) {
  const [[conversation], rows] = await db.batch([
    db
      .select()
      .from(conversations)
      .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, id))),
    messagesStatement(db, tenantId, id, window),
  ]);
  return conversation === undefined ? undefined : { conversation, messages: messagePage(rows, window.size) };
}

/** The newest message id of a conversation (0 without messages). */
export const newestMessageId = (db: Database, tenantId: TenantId, conversationId: number) =>
  db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.conversationId, conversationId)))
    .orderBy(desc(messages.id))
    .limit(1)
    .get()
    .then((r) => r?.id ?? 0);

/** Switches a user's mail for new messages on or off. */
export const setMessageMail = (db: Database, tenantId: TenantId, userId: number, on: boolean) =>
  db
    .update(users)
    .set({ messageMail: on ? 1 : 0 })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
