// The roster of an activity or a vacancy (docs/shifts-and-hours.md): its shifts with who is on
// each and the key of each shift's check-in link, for its managers. A leaf module.
import { z } from "zod";
import type { QuerySpec } from "../list";
import { integerId } from "../rules";

export const SHIFT_ROSTERS = "shift_rosters";
export const SHIFT_CHECK_INS = "shift_check_ins";

export interface RosterVolunteer {
  sign_up_id: string;
  /** null: a guest (signed up without an account, by a confirmed address). */
  user_id: string | null;
  name: string;
  status: "confirmed" | "waiting";
  /** The volunteer's conversation about this shift, once there is one (null for a guest, who has none). */
  conversation_id: string | null;
  checked_in_at: string | null;
  checked_out_at: string | null;
}

export const SHIFT_ROSTER_ATTRIBUTES = [
  "activity_id",
  "vacancy_id",
  "starts_at",
  "ends_at",
  "task",
  "place",
  "capacity",
  "check_in_key",
  "volunteers",
] as const;

export interface ShiftRosterAttributes {
  /** The shift's parent: an activity or a vacancy, the other null. */
  activity_id: string | null;
  vacancy_id: string | null;
  starts_at: string;
  ends_at: string;
  task: string | null;
  place: string | null;
  capacity: number;
  /** The key of the shift's check-in link (a QR code on the printed roster). */
  check_in_key: string;
  /** Those holding a place, then the waiting list, each in their order. */
  volunteers: RosterVolunteer[];
}

/** GET /activities/:id/roster and /vacancies/:id/roster: every shift of the parent, earliest first. */
export const shiftRosterList = {
  fields: { [SHIFT_ROSTERS]: SHIFT_ROSTER_ATTRIBUTES },
  page: { defaultSize: 1000, maxSize: 1000 },
} as const satisfies QuerySpec;

/** A check-in link's key: 32 hex digits (128 random bits). */
export const CHECK_IN_KEY_PATTERN = /^[0-9a-f]{32}$/;

export const CHECK_IN_ACTIONS = ["check_in", "check_out"] as const;
export type CheckInAction = (typeof CHECK_IN_ACTIONS)[number];

/** POST /shift_check_ins: the link's shift and key, and what the volunteer does. */
export const shiftCheckInRules = {
  shift_id: integerId,
  key: z.string().regex(CHECK_IN_KEY_PATTERN, "is not a check-in key"),
  action: z.enum(CHECK_IN_ACTIONS),
};

/** The check-in window: from this long before a shift starts until it ends (then checking out stays possible). */
export const CHECK_IN_EARLY_MINUTES = 180;
