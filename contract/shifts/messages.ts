// "Message everyone of a shift" (docs/shifts-and-hours.md): an organizer writes once, each
// volunteer with an account reads it in their conversation about the shift, each guest holding a
// place gets it by mail. A leaf module.
import type { QuerySpec } from "../list";
import type { Powers } from "../users/roles";
import { messageBody } from "../conversations";
import { integerId } from "../rules";

export const SHIFT_MESSAGES = "shift_messages";

/**
 * Who speaks for the shifts of an activity or vacancy, in the volunteers' conversations about them
 * and in a message to everyone of a shift: its organization's admins, or, for the centre's own
 * activity (no organization), the centre's staff. Its other managers (a centre's staff on an
 * organization's activity, super admins) see the roster but take no part: a conversation has two
 * sides, and the volunteer should know whom they are talking to.
 */
export const speaksForShifts = <Id>(
  p: Pick<Powers<Id>, "adminOrgIds" | "staffCenterIds">,
  parent: { organizationId: Id | null; volunteerCenterId: Id | null },
) =>
  parent.organizationId !== null
    ? p.adminOrgIds.includes(parent.organizationId)
    : parent.volunteerCenterId !== null && p.staffCenterIds.includes(parent.volunteerCenterId);

/** At most this many messages to one shift in an hour (429 after): a roster's message, not a newsletter. */
export const SHIFT_MESSAGES_PER_HOUR = 3;

/** POST /shift_messages: the shift and the text (a message's limits). */
export const shiftMessageRules = { shift_id: integerId, body: messageBody } as const;

export const SHIFT_MESSAGE_ATTRIBUTES = ["shift_id", "body", "volunteers", "guests", "created_at"] as const;

/** A message sent to a shift: whom it reached. */
export interface ShiftMessageAttributes {
  shift_id: string;
  body: string;
  /** Volunteers with an account holding a place: each got it in their conversation about the shift. */
  volunteers: number;
  /** Guests holding a place (their address proven by the confirmation link): each got it by mail. */
  guests: number;
  created_at: string;
}

export const shiftMessageShow = { fields: { [SHIFT_MESSAGES]: SHIFT_MESSAGE_ATTRIBUTES } } as const satisfies QuerySpec;
