import type { ConversationAttributes, ConversationSide, MessageAttributes } from "@contract/conversations";
import { MESSAGE_MAIL_PREFERENCES } from "@contract/conversations";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import type { ConversationRow, MessageRow } from "./queries";
import { CONVERSATIONS, MESSAGES, type showQuery } from "./schema";

export const CONVERSATIONS_PATH = "/api/v1/conversations";

export type ConversationResource = ConversationAttributes & { id: string };
export type MessageResource = MessageAttributes & { id: string };

/** A conversation as the caller sees it: names, never an e-mail address or phone number. */
export function toConversationResource(row: ConversationRow, side: ConversationSide | null): ConversationResource {
  const c = row.conversation;
  return {
    id: String(c.id),
    kind: c.kind,
    topic: c.topic,
    subject_type: c.subjectType,
    subject_id: c.subjectId === null ? null : String(c.subjectId),
    organization_id: c.organizationId === null ? null : String(c.organizationId),
    organization_name: row.organizationName,
    volunteer_center_name: row.centerName,
    volunteer_name: row.volunteerName,
    side,
    unread_count: side === null ? 0 : (row.participant?.unreadCount ?? 0),
    archived: side !== null && row.participant?.archived === 1,
    blocked: c.blockedSide !== null,
    blocked_by_me: side !== null && c.blockedSide === side,
    reported: c.reportedAt !== null,
    can_post: side !== null && c.blockedSide === null && c.closedAt === null,
    closed: c.closedAt !== null,
    messages_count: c.messagesCount,
    last_message_at: c.lastMessageAt,
    created_at: c.createdAt,
  };
}

export const toMessageResource = (m: MessageRow, userId: number): MessageResource => ({
  id: String(m.id),
  body: m.body,
  side: m.side,
  sender_name: m.senderFirstName,
  mine: m.senderId === userId,
  created_at: m.createdAt,
});

export const conversationSerializer = new Serializer<ConversationResource>(CONVERSATIONS);
export const messageSerializer = new Serializer<MessageResource>(MESSAGES);

/** The link of each conversation, from the request's origin. */
export const conversationUrl = resourceUrlOf(CONVERSATIONS_PATH);

/** One conversation as `side` sees it, as every single-resource answer sends it. */
export const conversationDocument = (row: ConversationRow, side: ConversationSide | null, query: ParsedQuery<typeof showQuery>, requestUrl: string) =>
  serializeDocument(conversationSerializer, toConversationResource(row, side), { ...query, selfUrl: requestUrl, resourceUrl: conversationUrl(requestUrl) });

/** The signed-in user's mail for new messages: on unless switched off. */
export const messageMailPreferenceDocument = (userId: number, on: boolean) => ({
  data: { type: MESSAGE_MAIL_PREFERENCES, id: String(userId), attributes: { message_mail: on } },
});
