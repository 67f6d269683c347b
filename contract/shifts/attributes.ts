// The wire names and types of shifts and their sign-ups: a leaf module (docs/contract.md).

export const SHIFTS = "shifts";
export const SHIFT_SIGN_UPS = "shift_sign_ups";

/**
 * unconfirmed: a guest's, until the mailed link confirms the address (no place, not waiting);
 * waiting: on the shift's waiting list; cancelled: no longer counts (kept for the record).
 */
/**
 * What a shift belongs to: an activity (a festival's roster) or a vacancy (a recurring job split
 * into time slots), exactly one of the two (0182_vacancy_shifts.sql).
 */
export const SHIFT_PARENT_KINDS = ["activity", "vacancy"] as const;
export type ShiftParentKind = (typeof SHIFT_PARENT_KINDS)[number];

/**
 * A shift's parent as the shifts' answers carry it in `meta.parent` (the list, the roster, one
 * shift): what the organizer's pages show of it and whether the caller manages it, so they need
 * no call for the parent of their own (docs/shifts-and-hours.md).
 */
export interface ShiftParentMeta {
  kind: ShiftParentKind;
  id: string;
  title: string;
  /** An activity's first day (its starts_at's date); a vacancy has none. */
  date: string | null;
  /** Whose it is: the organization (none for a centre's own activity) and the centre. */
  organization_id: string | null;
  volunteer_center_id: string | null;
  /** The caller manages it: adds, changes and removes its shifts and sees its roster. */
  managed: boolean;
}

export const SHIFT_SIGN_UP_STATUSES = ["unconfirmed", "confirmed", "waiting", "cancelled"] as const;
export type ShiftSignUpStatus = (typeof SHIFT_SIGN_UP_STATUSES)[number];

export const SHIFT_ATTRIBUTES = [
  "activity_id",
  "vacancy_id",
  "starts_at",
  "ends_at",
  "starts_at_utc",
  "ends_at_utc",
  "capacity",
  "place",
  "task",
  "cancel_hours",
  "confirmed_count",
  "waiting_count",
  "created_at",
] as const;

export interface ShiftAttributes {
  /** The shift's parent: an activity or a vacancy, the other null. */
  activity_id: string | null;
  vacancy_id: string | null;
  /** Dutch wall-clock moments ("2027-06-05T10:00", Europe/Amsterdam), as activities keep theirs. */
  starts_at: string;
  ends_at: string;
  starts_at_utc: string;
  ends_at_utc: string;
  capacity: number;
  /** null: the parent's own place. */
  place: string | null;
  /** The task or role of the shift ("Bar", "Entrance"); null: none named. */
  task: string | null;
  /** A volunteer may cancel until this many hours before the start. */
  cancel_hours: number;
  confirmed_count: number;
  waiting_count: number;
  created_at: string;
}

export const SHIFT_SIGN_UP_ATTRIBUTES = [
  "shift_id",
  "activity_id",
  "vacancy_id",
  "activity_title",
  "starts_at",
  "ends_at",
  "task",
  "place",
  "name",
  "status",
  "created_at",
] as const;

export interface ShiftSignUpAttributes {
  shift_id: string;
  /** The shift's parent: an activity or a vacancy, the other null. */
  activity_id: string | null;
  vacancy_id: string | null;
  /** The title of the shift's parent (the activity's or the vacancy's; the name is the activities'). */
  activity_title: string;
  starts_at: string;
  ends_at: string;
  task: string | null;
  /** Where: the shift's own place, else its parent's (null when neither names one). */
  place: string | null;
  name: string;
  status: ShiftSignUpStatus;
  created_at: string;
}
