import { z } from "zod";
import { camelizeRecord } from "../case";
import { localMoment } from "../activities";
import { resourceSpecs } from "../list";
import { integerId, text } from "../rules";
import { SHIFTS, SHIFT_ATTRIBUTES, SHIFT_SIGN_UPS, SHIFT_SIGN_UP_ATTRIBUTES } from "./attributes";

export * from "./attributes";
export { addDays, localToUtc } from "../activities/time";

/** A series is generated at once, one shift a week: at most a year of them. */
export const MAX_SERIES_WEEKS = 52;
/** An activity or a vacancy holds at most this many shifts (a festival's weekend is tens). */
export const MAX_SHIFTS_PER_ACTIVITY = 500;
/** A shift lasts at most a day: longer work is several shifts. */
export const MAX_SHIFT_MINUTES = 24 * 60;

/** The writable attributes' rules with their limits, as the wire names them. */
export const shiftRules = {
  /** The parent: exactly one of activity_id and vacancy_id. */
  activity_id: integerId,
  vacancy_id: integerId,
  starts_at: localMoment,
  ends_at: localMoment,
  capacity: z.number().int().min(1).max(1000),
  place: text(100),
  task: text(100),
  cancel_hours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24),
  weeks: z.number().int().min(1).max(MAX_SERIES_WEEKS),
};

/** The same rules under the web's camelCase field names. */
export const shiftFieldRules = camelizeRecord(shiftRules);

/** Two shifts of one parent overlap when they share a task (or both name none) and their times cross. */
export const shiftsOverlap = (a: { starts_at: string; ends_at: string; task: string | null }, b: { starts_at: string; ends_at: string; task: string | null }) =>
  (a.task ?? "").toLowerCase() === (b.task ?? "").toLowerCase() && a.starts_at < b.ends_at && b.starts_at < a.ends_at;

/**
 * GET /shifts/:id and the writes' answers; GET /activities/:id/shifts and /vacancies/:id/shifts:
 * every shift of the parent, earliest first.
 */
export const { show: shiftShow, list: shiftList } = resourceSpecs(SHIFTS, SHIFT_ATTRIBUTES, { page: { defaultSize: 500, maxSize: 500 } });

/** A sign-up as its writes answer it; GET /shift_sign_ups: one's own shifts (signed in), earliest first. */
export const { show: shiftSignUpShow, list: ownShiftSignUpList } = resourceSpecs(SHIFT_SIGN_UPS, SHIFT_SIGN_UP_ATTRIBUTES, {
  page: { defaultSize: 500, maxSize: 500 },
});

export * from "./roster";
