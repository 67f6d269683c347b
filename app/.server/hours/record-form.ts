import { MAX_MINUTES_PER_DAY, hourRecordFieldRules } from "@contract/hours";
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { TFunction } from "~/i18n-t";
import { pointedField } from "~/.server/api/errors";
import { replyFromRefusal, type RefusalSubmission } from "~/.server/form-errors";
import { validationErrorMap } from "~/utils/validation-message";

// The volunteer's hours form (docs/shifts-and-hours.md): hours and minutes as two numbers (no
// decimal comma to guess at), the organization from a list, optionally a shift of one's own or a
// vacancy one was accepted for.

const whole = (max: number) => z.coerce.number().int().min(0).max(max);

export const recordSchema = z
  .object({
    organizationId: z.string().regex(/^[1-9]\d{0,14}$/),
    date: hourRecordFieldRules.date,
    hours: whole(24),
    minutes: whole(59).default(0),
    shiftId: z
      .string()
      .regex(/^[1-9]\d{0,14}$/)
      .optional(),
    vacancyId: z
      .string()
      .regex(/^[1-9]\d{0,14}$/)
      .optional(),
    note: hourRecordFieldRules.note.optional(),
  })
  .refine((v) => v.hours * 60 + v.minutes >= 1 && v.hours * 60 + v.minutes <= MAX_MINUTES_PER_DAY, { path: ["hours"], params: { code: "duration" } });

export const RECORD_FIELDS = ["organizationId", "date", "hours", "minutes", "shiftId", "vacancyId", "note"] as const;

const labels = (t: TFunction) => Object.fromEntries(RECORD_FIELDS.map((f) => [f, t(`hours:fields.${f}`)]));

export const parseRecord = (formData: FormData, t: TFunction) =>
  parseWithZod(formData, {
    schema: recordSchema,
    errorMap: (issue, ctx) => (issue.code === "custom" ? { message: t("hours:errors.duration") } : validationErrorMap(t, labels(t))(issue, ctx)),
  });

// The API's reasons, each on the field the volunteer typed it in, in their language.
const REASONS: Record<string, [string, "hours:errors.future" | "hours:errors.dayFull"]> = {
  future: ["date", "hours:errors.future"],
  day_full: ["hours", "hours:errors.dayFull"],
};
const POINTED: Record<
  string,
  [string, "hours:errors.organization" | "hours:errors.shift" | "hours:errors.vacancy" | "hours:errors.duration" | "hours:errors.invalid"]
> = {
  organizationId: ["organizationId", "hours:errors.organization"],
  shiftId: ["shiftId", "hours:errors.shift"],
  vacancyId: ["vacancyId", "hours:errors.vacancy"],
  minutes: ["hours", "hours:errors.duration"],
  date: ["date", "hours:errors.invalid"],
  note: ["note", "hours:errors.invalid"],
};

/** The API's refusal (422) as the form's errors (400); any other error is thrown again. */
export const replyFromRecordError = <R>(submission: RefusalSubmission<R>, error: unknown, context: AppLoadContext) =>
  replyFromRefusal(submission, error, (item) => {
    const [field, key] = (item.code ? REASONS[item.code] : undefined) ?? POINTED[pointedField(item.source?.pointer, 1) ?? ""] ?? ["", "hours:errors.invalid"];
    return [field, context.t(key)];
  });
