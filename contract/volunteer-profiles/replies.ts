import { z } from "zod";
import { resourceSpecs } from "../list";
import { integerId } from "../rules";

/**
 * An organization's reply to a volunteer's profile (docs/volunteer-profiles.md, "Replies"): a
 * message and optionally one of its vacancies. The volunteer accepts (a conversation opens
 * between them, the reply's message first) or declines.
 */
export const PROFILE_REPLIES = "profile_replies";

export const PROFILE_REPLY_STATUSES = ["pending", "accepted", "declined"] as const;
export type ProfileReplyStatus = (typeof PROFILE_REPLY_STATUSES)[number];

export const PROFILE_REPLY_MESSAGE_MAX = 2000;
/** Replies one organization may send in a day (a rolling 24 hours): the pool is no mailing list. */
export const PROFILE_REPLIES_PER_DAY = 20;

export const profileReplyCreateRules = {
  volunteer_id: integerId,
  organization_id: integerId,
  vacancy_id: integerId.optional(),
  message: z.string().trim().min(1).max(PROFILE_REPLY_MESSAGE_MAX),
} as const;

/** PATCH: the volunteer's answer, once; `answer` is their first message in the conversation. */
export const profileReplyUpdateRules = {
  status: z.enum(["accepted", "declined"]),
  answer: z.string().trim().max(PROFILE_REPLY_MESSAGE_MAX).optional(),
} as const;

export const PROFILE_REPLY_ATTRIBUTES = [
  "status",
  "message",
  "organization_id",
  "organization_name",
  "volunteer_id",
  "volunteer_name",
  "vacancy_id",
  "vacancy_title",
  "conversation_id",
  "answered_at",
  "created_at",
] as const;

/** A reply as the volunteer and the organization's admins see it: names only, no contact details. */
export interface ProfileReplyAttributes {
  status: ProfileReplyStatus;
  message: string;
  organization_id: string;
  organization_name: string;
  volunteer_id: string;
  /** The volunteer's first name. */
  volunteer_name: string;
  vacancy_id: string | null;
  vacancy_title: string | null;
  /** The conversation that opened when the volunteer accepted. */
  conversation_id: string | null;
  answered_at: string | null;
  created_at: string;
}

/** GET /profile_replies: `filter[box]=received` (default, to one's profile) or `sent` (by one's organizations). */
export const { show: profileReplyShow, list: profileReplyList } = resourceSpecs(PROFILE_REPLIES, PROFILE_REPLY_ATTRIBUTES, {
  page: { defaultSize: 20, maxSize: 100 },
  filter: { box: z.enum(["received", "sent"]) },
});
