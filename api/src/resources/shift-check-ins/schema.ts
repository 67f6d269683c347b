import { z } from "zod";
import { shiftCheckInRules, shiftRosterList } from "@contract/shifts";
import { hourRecordShow } from "@contract/hours";
import type { QuerySpec } from "../../jsonapi/query";

export const CHECK_IN_TYPES_IN = ["shift_check_ins", "shift_check_in"];

export const rosterQuery = shiftRosterList satisfies QuerySpec;
/** A check-in answers the volunteer's hour record. */
export const checkInQuery = hourRecordShow satisfies QuerySpec;

export const checkInAttributes = z.object(shiftCheckInRules).strict();

export type CheckInInput = z.output<typeof checkInAttributes>;
