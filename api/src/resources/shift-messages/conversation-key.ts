import type { ConversationSide } from "@contract/conversations";
import { speaksForShifts } from "@contract/shifts/messages";
import type { Actor } from "../../auth/actor";
import type { Conversation } from "../../db/conversations-schema";
import type { Shift } from "../../db/shifts-schema";
import { shiftTitle } from "../shifts/mails";
import type { ShiftParent } from "../shifts/parent";

// A conversation about a shift (docs/conversations.md) is between the volunteer and the side that
// speaks for the shift's activity or vacancy (speaksForShifts in the contract, which the web asks too).

export type ShiftConversationKey = Pick<Conversation, "kind" | "organizationId" | "volunteerCenterId" | "volunteerId" | "subjectType" | "subjectId" | "topic">;

type Parent = Pick<ShiftParent, "organizationId" | "volunteerCenterId" | "title">;

/** The caller's side in conversations about the parent's shifts, or null when they speak for none. */
export function runnerSide(actor: Actor, parent: Parent): ConversationSide | null {
  if (!speaksForShifts(actor, parent)) return null;
  return parent.organizationId !== null ? "organization" : "center";
}

/** The one conversation about a shift with one volunteer (unique index conversations_shift). */
export const shiftConversationKey = (parent: Parent, shift: Shift, volunteerId: number): ShiftConversationKey => ({
  kind: parent.organizationId === null ? "volunteer_center" : "volunteer_organization",
  organizationId: parent.organizationId,
  volunteerCenterId: parent.volunteerCenterId,
  volunteerId,
  subjectType: "Shift",
  subjectId: shift.id,
  // Stored once, in no language: the activity or vacancy and task with the shift's Dutch wall-clock start.
  topic: `${shiftTitle(parent, shift)} (${shift.startsAt.slice(0, 10)} ${shift.startsAt.slice(11, 16)})`,
});
