import { z } from "zod";
import { SHIFT_MESSAGES, shiftMessageRules, shiftMessageShow } from "@contract/shifts/messages";
import type { QuerySpec } from "../../jsonapi/query";

export const SHIFT_MESSAGE_TYPES_IN = [SHIFT_MESSAGES, "shift_message"];

export const showQuery = shiftMessageShow satisfies QuerySpec;

export const createAttributes = z.object(shiftMessageRules).strict();

export type ShiftMessageInput = z.output<typeof createAttributes>;
