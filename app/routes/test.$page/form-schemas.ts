import { isCalendarDate } from "@contract/rules";
import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";

// The /test forms' schemas, shared by their actions and (for /test/form) the browser's onBlur.

export const ROLES = ["volunteer", "organization", "staff"] as const;
export const COMMITMENTS = ["once", "weekly", "monthly"] as const;
export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** /test/form: one field of every kind the platform's forms use. */
export const everyFieldSchema = z.object({
  name: z.string().min(2),
  email: z.string().email(),
  phone: z
    .string()
    .regex(/^[0-9 +()-]{6,20}$/)
    .optional(),
  website: z.string().url().optional(),
  hours: z.number().int().min(1).max(40).optional(),
  startsOn: z.string().refine(isCalendarDate).optional(),
  startsAt: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
    .optional(),
  role: z.enum(ROLES),
  commitment: z.enum(COMMITMENTS),
  days: z.array(z.enum(DAYS)).default([]),
  motivation: z.string().max(500).optional(),
  agree: z.boolean().refine((v) => v, "required"),
});

export const dupeSchema = z.object({ token: z.string().uuid(), note: z.string().max(100).optional() });

export const dateSchema = z.object({ date: z.string().refine(isCalendarDate) });

/** The multi-step forms: one field per step, then a summary to confirm. */
export const STEPS = [
  { field: "name", schema: z.string().trim().min(2).max(80) },
  { field: "email", schema: z.string().trim().email() },
  { field: "city", schema: z.string().trim().min(2).max(80) },
] as const;

export const EVERY_FIELD = ["name", "email", "phone", "website", "hours", "startsOn", "startsAt", "role", "commitment", "days", "motivation", "agree"] as const;

/** Schema and error map together: the action and the browser's onBlur say the same, in the visitor's language. */
export const everyFieldOptions = (t: TFunction) => ({
  schema: everyFieldSchema,
  errorMap: validationErrorMap(t, Object.fromEntries(EVERY_FIELD.map((f) => [f, t(`dev:test.form.fields.${f}`)]))),
});
