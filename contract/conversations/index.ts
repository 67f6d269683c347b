import { z } from "zod";
import type { QuerySpec } from "../list";
import { flag, integerId } from "../rules";

export const CONVERSATIONS = "conversations";
export const MESSAGES = "messages";

/**
 * Who talks: a volunteer with an organization (about a vacancy or an application), an
 * organization with its centre's staff, or (one-on-one help) the volunteer matched to a help
 * request with the centre's staff (no organization; opened by the match).
 */
export const CONVERSATION_KINDS = ["volunteer_organization", "organization_center", "volunteer_center"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** The sides of a conversation; a user takes part on one of them. */
export const CONVERSATION_SIDES = ["volunteer", "organization", "center"] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** The sides each kind has. */
export const SIDES_OF: Record<ConversationKind, readonly [ConversationSide, ConversationSide]> = {
  volunteer_organization: ["volunteer", "organization"],
  organization_center: ["organization", "center"],
  volunteer_center: ["volunteer", "center"],
};

/** What a conversation is about; `Shift`: a volunteer's shift, with the side that runs its activity (docs/shifts-and-hours.md). */
export const CONVERSATION_SUBJECTS = ["Vacancy", "Application", "HelpRequest", "Shift"] as const;
export type ConversationSubject = (typeof CONVERSATION_SUBJECTS)[number];

export const MESSAGE_BODY_MAX = 5000;
export const REPORT_REASON_MAX = 1000;
/** At most one mail per conversation per this many minutes to one person (docs/conversations.md). */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 15;

export const messageBody = z.string().trim().min(1).max(MESSAGE_BODY_MAX);

export const CONVERSATION_ATTRIBUTES = [
  "kind",
  "topic",
  "subject_type",
  "subject_id",
  "organization_id",
  "organization_name",
  "volunteer_center_name",
  "volunteer_name",
  "side",
  "unread_count",
  "archived",
  "blocked",
  "blocked_by_me",
  "reported",
  "can_post",
  "closed",
  "messages_count",
  "last_message_at",
  "created_at",
] as const;

/**
 * A conversation as one of its participants (or, after a report, the centre's staff) sees it.
 * Names only: no participant's e-mail address or phone number is ever part of it.
 */
export interface ConversationAttributes {
  kind: ConversationKind;
  topic: string;
  subject_type: ConversationSubject | null;
  subject_id: string | null;
  /** null in a volunteer ↔ centre conversation (one-on-one help), which has no organization. */
  organization_id: string | null;
  organization_name: string | null;
  /** The centre's name in a volunteer ↔ centre conversation (null in the other kinds). */
  volunteer_center_name: string | null;
  /** The volunteer's first name and last name (null in an organization ↔ centre conversation). */
  volunteer_name: string | null;
  /** The caller's side; null for staff reading a reported conversation. */
  side: ConversationSide | null;
  unread_count: number;
  archived: boolean;
  blocked: boolean;
  blocked_by_me: boolean;
  reported: boolean;
  can_post: boolean;
  /** Closed (a help request matched to another volunteer): its sides still read it, nobody posts. */
  closed: boolean;
  messages_count: number;
  last_message_at: string | null;
  created_at: string;
}

export const MESSAGE_ATTRIBUTES = ["body", "side", "sender_name", "mine", "created_at"] as const;

export interface MessageAttributes {
  body: string;
  side: ConversationSide;
  /** The sender's first name, or null (the web then names the side). Never an e-mail address. */
  sender_name: string | null;
  mine: boolean;
  created_at: string;
}

/** POST /conversations: what it is about (exactly one of the four ids) and its first message. */
export const conversationCreateRules = {
  vacancy_id: integerId.optional(),
  application_id: integerId.optional(),
  /** About a shift, with the volunteer of this sign-up (an account's; a guest has none): from the roster. */
  shift_sign_up_id: integerId.optional(),
  /** An organization ↔ centre conversation, started by either side. */
  organization_id: integerId.optional(),
  body: messageBody,
} as const;

/** PATCH /conversations/:id: the caller's own state, a block, or a report to the centre. */
export const conversationUpdateRules = {
  archived: z.boolean().optional(),
  read: z.literal(true).optional(),
  blocked: z.boolean().optional(),
  reported: z.literal(true).optional(),
  report_reason: z.string().trim().max(REPORT_REASON_MAX).optional(),
} as const;

const conversationFields = { [CONVERSATIONS]: CONVERSATION_ATTRIBUTES } as const;
const messageFields = { [MESSAGES]: MESSAGE_ATTRIBUTES } as const;

export const conversationShow = { fields: conversationFields } as const satisfies QuerySpec;

/** GET /conversations: the caller's, latest message first; `meta.unread_count` over all of them. */
export const conversationList = {
  fields: conversationFields,
  page: { defaultSize: 20, maxSize: 100 },
  filter: {
    archived: flag,
    /** Staff: the conversations reported to their centre. */
    reported: flag,
  },
} as const satisfies QuerySpec;

/** GET /conversations/:id/messages: newest first, keyset-paged by id (older: before_id; new ones: after_id). */
export const messageList = {
  fields: messageFields,
  page: { defaultSize: 20, maxSize: 100 },
  filter: { before_id: integerId, after_id: integerId },
} as const satisfies QuerySpec;

export const messageCreateRules = { body: messageBody } as const;

/** GET/PATCH /message_mail_preference: the signed-in user's choice of mail for new messages. */
export const MESSAGE_MAIL_PREFERENCES = "message_mail_preferences";
export const messageMailPreferenceRules = { message_mail: z.boolean() } as const;
