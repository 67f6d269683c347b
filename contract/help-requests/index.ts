import { z } from "zod";
import { type QuerySpec, resourceSpecs } from "../list";
import { emailAddress, integerId, PHONE_PATTERN } from "../rules";

/**
 * One-on-one help (docs/one-on-one-help.md; "burenhulp" on the neighbour-help tenant): a resident
 * asks for a hand without an account and confirms by mail; volunteers offer to help; the centre's
 * staff match one volunteer and follow up. The requester's name, address and phone are shown to
 * the staff and the matched volunteer only.
 */
export const HELP_REQUESTS = "help_requests";
export const HELP_REQUEST_CONFIRMATIONS = "help_request_confirmations";
export const HELP_OFFERS = "help_offers";

/** unconfirmed (mail not yet confirmed) → open (volunteers see it) → matched → closed (staff followed up). */
export const HELP_REQUEST_STATUSES = ["unconfirmed", "open", "matched", "closed"] as const;
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];

export const HOW_OFTEN = ["once", "weekly", "monthly", "now_and_then"] as const;
export type HowOften = (typeof HOW_OFTEN)[number];

export const HELP_WHAT_MAX = 2000;
export const HELP_AREA_MAX = 80;
export const HELP_NAME_MAX = 100;
export const HELP_PHONE_MAX = 30;
export const HELP_NOTE_MAX = 2000;

/** POST /help_requests: anyone, signed in or not; the mail to `email` confirms it. */
export const helpRequestCreateRules = {
  name: z.string().trim().min(1).max(HELP_NAME_MAX),
  email: emailAddress,
  phone: z.string().trim().max(HELP_PHONE_MAX).regex(PHONE_PATTERN, "must be a phone number").optional(),
  what: z.string().trim().min(1).max(HELP_WHAT_MAX),
  how_often: z.enum(HOW_OFTEN),
  /** Roughly where: a neighbourhood, a village or a postcode area; never required to be an address. */
  area: z.string().trim().min(1).max(HELP_AREA_MAX),
  locale: z.enum(["nl", "en"]).optional(),
} as const;

/** POST /help_request_confirmations: the mailed token. */
export const helpRequestConfirmRules = { token: z.string().trim().min(1).max(200) } as const;

/** PATCH /help_requests/:id (staff): match a volunteer, follow up, close or reopen. */
export const helpRequestUpdateRules = {
  status: z.enum(["open", "matched", "closed"]).optional(),
  volunteer_id: integerId.nullable().optional(),
  follow_up: z.string().trim().max(HELP_NOTE_MAX).optional(),
} as const;

/** POST /help_offers: a signed-in volunteer offers to help with an open request. */
export const helpOfferCreateRules = {
  help_request_id: integerId,
  message: z.string().trim().max(HELP_NOTE_MAX).optional(),
} as const;

export const HELP_REQUEST_ATTRIBUTES = [
  "status",
  "what",
  "how_often",
  "area",
  "requester_name",
  "requester_email",
  "requester_phone",
  "details_shown",
  "volunteer_id",
  "volunteer_name",
  "conversation_id",
  "follow_up",
  "offers",
  "offered",
  "confirmed_at",
  "matched_at",
  "created_at",
] as const;

/** A volunteer's offer, as the centre's staff see it. */
export interface HelpOffer {
  volunteer_id: string;
  volunteer_name: string;
  message: string | null;
  created_at: string;
}

/**
 * A help request. The requester's details (and the staff's follow-up and the offers) are null
 * unless the caller is the centre's staff or the matched volunteer (`details_shown`).
 */
export interface HelpRequestAttributes {
  status: HelpRequestStatus;
  what: string;
  how_often: HowOften;
  area: string;
  requester_name: string | null;
  requester_email: string | null;
  requester_phone: string | null;
  details_shown: boolean;
  volunteer_id: string | null;
  volunteer_name: string | null;
  /**
   * The conversation of the match (the matched volunteer with the centre's staff), for those two
   * sides only; null before a match and for everybody else.
   */
  conversation_id: string | null;
  follow_up: string | null;
  offers: HelpOffer[];
  /** The caller offered to help with it. */
  offered: boolean;
  confirmed_at: string | null;
  matched_at: string | null;
  created_at: string;
}

/**
 * GET /help_requests: the centre's staff see every request of the centre (`filter[status]`);
 * everybody else signed in sees the open ones and those matched to them.
 */
export const { show: helpRequestShow, list: helpRequestList } = resourceSpecs(HELP_REQUESTS, HELP_REQUEST_ATTRIBUTES, {
  page: { defaultSize: 20, maxSize: 100 },
  filter: { status: z.enum(HELP_REQUEST_STATUSES) },
});

export const HELP_OFFER_ATTRIBUTES = ["help_request_id", "message", "created_at"] as const;

/** One's own offer, as POST /help_offers answers it. */
export interface HelpOfferAttributes {
  help_request_id: string;
  message: string | null;
  created_at: string;
}

export const helpOfferShow = { fields: { [HELP_OFFERS]: HELP_OFFER_ATTRIBUTES } } as const satisfies QuerySpec;

/**
 * A request whose mail was not confirmed within this many days is deleted by the daily cron:
 * nobody ever saw it, and a name, address and phone that were never proven are not kept.
 */
export const HELP_UNCONFIRMED_DAYS = 7;
