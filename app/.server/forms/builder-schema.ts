import { FIELD_KEY_PATTERN, FORM_LIMITS, RETENTION_DAYS } from "@contract/forms";
import { BUILDER_FIELD_TYPES } from "~/utils/form-builder";
import { z } from "zod";

// The builder's plain forms, told apart by their `intent` button. Limits are the contract's; the
// api checks the whole definition again when it is saved.

const retentionDays = z.coerce
  .number()
  .int()
  .refine((days) => (RETENTION_DAYS as readonly number[]).includes(days));
const title = z.string().trim().min(1).max(FORM_LIMITS.titleMax);
const key = z.string().regex(FIELD_KEY_PATTERN);
const step = z.coerce.number().int().min(1).max(FORM_LIMITS.stepsMax);
const labelNl = z.string().trim().min(1).max(FORM_LIMITS.labelMax);
const optional = (max: number) => z.string().trim().max(max).default("");
const bound = z.coerce.number().int().min(-1_000_000_000).max(1_000_000_000).optional();

export const newFormSchema = z.object({ title, retentionDays });

export const editSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("settings"), title, retentionDays }),
  z.object({
    intent: z.literal("add-field"),
    type: z.enum(BUILDER_FIELD_TYPES as [string, ...string[]]),
    step,
    labelNl,
    labelEn: optional(FORM_LIMITS.labelMax),
    required: z.literal("on").optional(),
    options: optional(FORM_LIMITS.optionsMax * (FORM_LIMITS.optionMax + 2)),
  }),
  z.object({
    intent: z.literal("update-field"),
    key,
    step,
    labelNl,
    labelEn: optional(FORM_LIMITS.labelMax),
    helpNl: optional(FORM_LIMITS.helpMax),
    helpEn: optional(FORM_LIMITS.helpMax),
    required: z.literal("on").optional(),
    min: bound,
    max: bound,
    options: optional(FORM_LIMITS.optionsMax * (FORM_LIMITS.optionMax + 2)),
  }),
  z.object({ intent: z.literal("move-up"), key }),
  z.object({ intent: z.literal("move-down"), key }),
  z.object({ intent: z.literal("delete-field"), key }),
  // Drag to reorder (JavaScript): every field's key in the new order, comma-separated.
  z.object({ intent: z.literal("reorder"), order: z.string().max(FORM_LIMITS.fieldsMax * 40) }),
  z.object({ intent: z.literal("add-step") }),
  z.object({ intent: z.literal("update-step"), step, titleNl: optional(FORM_LIMITS.labelMax), titleEn: optional(FORM_LIMITS.labelMax) }),
  z.object({ intent: z.literal("delete-step"), step }),
]);

export type EditForm = z.infer<typeof editSchema>;
