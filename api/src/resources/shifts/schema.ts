import { z } from "zod";
import { ownShiftSignUpList, shiftList, shiftRules, shiftShow, shiftSignUpShow } from "@contract/shifts";
import { integerId } from "@contract/rules";
import type { QuerySpec } from "../../jsonapi/query";
import { guestFields } from "../activities/schema";

export const SHIFT_TYPES_IN = ["shifts", "shift"];
export const SHIFT_SIGN_UP_TYPES_IN = ["shift_sign_ups", "shift_sign_up"];

export const showQuery = shiftShow satisfies QuerySpec;
export const indexQuery = shiftList satisfies QuerySpec;
export const signUpShowQuery = shiftSignUpShow satisfies QuerySpec;
export const ownSignUpIndexQuery = ownShiftSignUpList satisfies QuerySpec;

// Clearable texts: the contract's rule, with "" sent as null (the activity's place, no task).
const clearable = (rule: z.ZodString) => rule.transform((v) => (v === "" ? null : v)).nullable();

const r = shiftRules;
const attributes = {
  starts_at: r.starts_at,
  ends_at: r.ends_at,
  capacity: r.capacity,
  place: clearable(r.place),
  task: clearable(r.task),
  cancel_hours: r.cancel_hours,
};

/** POST /shifts: one shift, or `weeks` of them a week apart (a series, edited one by one after), of an activity or a vacancy. */
export const createAttributes = z
  .object({ ...attributes, activity_id: r.activity_id, vacancy_id: r.vacancy_id, weeks: r.weeks.default(1) })
  .partial({ place: true, task: true, cancel_hours: true, activity_id: true, vacancy_id: true })
  .strict();

/** PATCH /shifts/:id: every attribute optional. */
export const updateAttributes = z.object(attributes).partial().strict();

/** POST /shift_sign_ups: signed in, the account; a guest gives name, address and language, as for activities. */
export const signUpAttributes = z
  .object({
    shift_id: integerId,
    ...guestFields,
  })
  .strict();

/** The guest's mailed token confirms or cancels (its attributes are the activities' `tokenAttributes`). */
export const CONFIRMATION_TYPES_IN = ["shift_sign_up_confirmations"];
export const CANCELLATION_TYPES_IN = ["shift_sign_up_cancellations"];

export type ShiftSignUpInput = z.output<typeof signUpAttributes>;

export type CreateInput = z.output<typeof createAttributes>;
export type UpdateInput = z.output<typeof updateAttributes>;
