import { type RosterVolunteer, SHIFT_ROSTERS, type ShiftRosterAttributes, type ShiftSignUpStatus } from "@contract/shifts";
import type { Shift } from "../../db/shifts-schema";
import { Serializer } from "../../jsonapi/ts-japi";
import { parentIds } from "../shifts/serializer";

export type ShiftRosterResource = ShiftRosterAttributes & { id: string };

export interface RosterSignUp {
  shiftId: number;
  id: number;
  /** null: a guest, named by the sign-up itself. */
  userId: number | null;
  guestName: string | null;
  status: ShiftSignUpStatus;
  firstName: string | null;
  lastName: string | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  conversationId: number | null;
}

const volunteer = (s: RosterSignUp): RosterVolunteer => ({
  sign_up_id: String(s.id),
  user_id: s.userId === null ? null : String(s.userId),
  name: s.userId === null ? (s.guestName ?? "") : [s.firstName, s.lastName].filter(Boolean).join(" "),
  status: s.status === "waiting" ? "waiting" : "confirmed",
  checked_in_at: s.checkedInAt,
  checked_out_at: s.checkedOutAt,
  conversation_id: s.conversationId === null ? null : String(s.conversationId),
});

/** The shifts with their volunteers (the sign-ups come in list order: places first, then waiting). */
export function toRoster(shifts: Shift[], signUps: RosterSignUp[]): ShiftRosterResource[] {
  const byShift = new Map<number, RosterVolunteer[]>();
  for (const s of signUps) {
    const list = byShift.get(s.shiftId);
    if (list) list.push(volunteer(s));
    else byShift.set(s.shiftId, [volunteer(s)]);
  }
  return shifts.map((s) => ({
    id: String(s.id),
    ...parentIds(s),
    starts_at: s.startsAt,
    ends_at: s.endsAt,
    task: s.task,
    place: s.place,
    capacity: s.capacity,
    check_in_key: s.checkInKey ?? "",
    volunteers: byShift.get(s.id) ?? [],
  }));
}

export const shiftRosterSerializer = new Serializer<ShiftRosterResource>(SHIFT_ROSTERS);
