import { SHIFTS, SHIFT_SIGN_UPS, type ShiftAttributes, type ShiftSignUpAttributes, localToUtc } from "@contract/shifts";
import type { Shift, ShiftSignUp } from "../../db/shifts-schema";
import { Serializer } from "../../jsonapi/ts-japi";

export interface ShiftRow {
  shift: Shift;
  confirmedCount: number;
  waitingCount: number;
}

export type ShiftResource = ShiftAttributes & { id: string };

/** The wire's two parent ids: the one the shift has, the other null. */
export const parentIds = (s: Pick<Shift, "activityId" | "vacancyId">) => ({
  activity_id: s.activityId === null ? null : String(s.activityId),
  vacancy_id: s.vacancyId === null ? null : String(s.vacancyId),
});

export const toShiftResource = ({ shift: s, confirmedCount, waitingCount }: ShiftRow): ShiftResource => ({
  id: String(s.id),
  ...parentIds(s),
  starts_at: s.startsAt,
  ends_at: s.endsAt,
  starts_at_utc: localToUtc(s.startsAt),
  ends_at_utc: localToUtc(s.endsAt),
  capacity: s.capacity,
  place: s.place,
  task: s.task,
  cancel_hours: s.cancelHours,
  confirmed_count: confirmedCount,
  waiting_count: waitingCount,
  created_at: s.createdAt,
});

export const shiftSerializer = new Serializer<ShiftResource>(SHIFTS);

export interface ShiftSignUpRow {
  signUp: ShiftSignUp;
  shift: Shift;
  /** The parent's title (an activity's or a vacancy's). */
  activityTitle: string;
  /** The parent's place, where the shift names none. */
  activityPlace?: string | null;
  name: string;
}

export type ShiftSignUpResource = ShiftSignUpAttributes & { id: string };

export const toShiftSignUpResource = ({ signUp: s, shift, activityTitle, activityPlace = null, name }: ShiftSignUpRow): ShiftSignUpResource => ({
  id: String(s.id),
  shift_id: String(s.shiftId),
  ...parentIds(shift),
  activity_title: activityTitle,
  starts_at: shift.startsAt,
  ends_at: shift.endsAt,
  task: shift.task,
  place: shift.place ?? activityPlace,
  name,
  status: s.status,
  created_at: s.createdAt,
});

export const shiftSignUpSerializer = new Serializer<ShiftSignUpResource>(SHIFT_SIGN_UPS);
