import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Locale, User } from "../../db/accounts-schema";
import { type Conversation, conversationParticipants, conversations } from "../../db/conversations-schema";
import type { AppEnv } from "../../env";
import { membersOf, type PreparedMessage, prepareMessage } from "../conversations/post";
import type { HelpRequestRow } from "./queries";

// A match continues as a conversation between the matched volunteer and the centre's staff
// (kind volunteer_center, subject HelpRequest; docs/one-on-one-help.md "The conversation"). One
// per request and volunteer (a unique index): matched to someone else, the earlier volunteer's
// is closed (they still read it, nobody posts); matched back, theirs opens again.

const TOPIC_MAX = 80;

/** The first message, written by the staff member who matched, in the volunteer's language. */
const firstMessage = (locale: Locale, r: HelpRequestRow) =>
  locale === "en"
    ? `You have been matched to the request for help “${r.what.slice(0, TOPIC_MAX)}” (${r.area}). The requester's name and how to reach them are on the request's page. Ask the volunteer centre anything about it here.`
    : `Je bent gekoppeld aan de hulpvraag “${r.what.slice(0, TOPIC_MAX)}” (${r.area}). De naam van de hulpvrager en hoe je die bereikt staan bij de hulpvraag. Vragen erover stel je hier aan de vrijwilligerscentrale.`;

const aboutRequest = (tenantId: string, requestId: number) =>
  and(eq(conversations.tenantId, tenantId), eq(conversations.subjectType, "HelpRequest"), eq(conversations.subjectId, requestId));

/** Closes the conversation of a volunteer who is no longer matched to the request. */
export const closeMatchConversation = (c: Context<AppEnv>, requestId: number, volunteerId: number, at: string) =>
  c.var.db
    .update(conversations)
    .set({ closedAt: at, updatedAt: at })
    .where(and(aboutRequest(c.var.tenantId, requestId), eq(conversations.volunteerId, volunteerId)));

export interface MatchConversation {
  id: number;
  items: BatchItem<"sqlite">[];
  /** The message's mails in `items`: [from, to). */
  mails: { from: number; to: number };
}

/**
 * The statements that open (or reopen) the volunteer's conversation about the request, with its
 * first message and a place in every staff member's list: for the match's own batch. The id of a
 * new conversation is taken here (max + 1, as SQLite would); a second writer taking it first makes
 * the batch fail as a whole (the caller retries once).
 */
export async function openMatchConversation(
  c: Context<AppEnv>,
  request: HelpRequestRow,
  volunteer: { id: number; locale: Locale },
  staff: User,
  at: string,
): Promise<MatchConversation> {
  const { db, tenantId } = c.var;
  const existing = await db
    .select()
    .from(conversations)
    .where(and(aboutRequest(tenantId, request.id), eq(conversations.volunteerId, volunteer.id)))
    .get();
  const next = existing ? undefined : await db.get<{ id: number }>(sql`SELECT coalesce(max(id), 0) + 1 AS id FROM conversations`);
  const conversation: Conversation = existing
    ? { ...existing, closedAt: null }
    : {
        id: next!.id,
        tenantId,
        kind: "volunteer_center",
        volunteerCenterId: request.volunteer_center_id,
        organizationId: null,
        volunteerId: volunteer.id,
        subjectType: "HelpRequest",
        subjectId: request.id,
        topic: request.what.slice(0, TOPIC_MAX),
        blockedSide: null,
        blockedBy: null,
        reportedAt: null,
        reportedBy: null,
        reportReason: null,
        messagesCount: 0,
        lastMessageAt: null,
        closedAt: null,
        createdAt: at,
        updatedAt: at,
      };
  const opened = existing
    ? db
        .update(conversations)
        .set({ closedAt: null, updatedAt: at })
        .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, existing.id)))
    : db.insert(conversations).values(conversation);
  const message: PreparedMessage = await prepareMessage(c, conversation, "center", staff, firstMessage(volunteer.locale, request), {
    // The volunteer is told of the match (help_request_matched); a second bell for its first message would say it twice.
    notify: false,
  });
  // The other staff of the centre: in their lists from the start (nothing unread, no mail).
  const colleagues = (await membersOf(db, tenantId, conversation, "center")).filter((id) => id !== staff.id);
  const listed = colleagues.map((userId) =>
    db
      .insert(conversationParticipants)
      .values({ tenantId, conversationId: conversation.id, userId, side: "center", lastMessageAt: at })
      .onConflictDoUpdate({ target: [conversationParticipants.conversationId, conversationParticipants.userId], set: { lastMessageAt: at, archived: 0 } }),
  );
  const items = [opened, ...message.items, ...listed];
  return { id: conversation.id, items, mails: { from: 1 + message.mailsFrom, to: 1 + message.items.length } };
}
