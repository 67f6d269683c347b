import { MAX_SHIFTS_PER_ACTIVITY, shiftFieldRules } from "@contract/shifts";
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { TFunction } from "~/i18n-t";
import type { Shift, ShiftWrite } from "~/.server/api/shifts";
import { pointedField } from "~/.server/api/errors";
import { replyFromRefusal, type RefusalSubmission } from "~/.server/form-errors";
import { validationErrorMap } from "~/utils/validation-message";

// The organizer's shift form (docs/shifts-and-hours.md): a date and two clock times as people
// write them; an end at or before the start is on the next day (a night shift). The API keeps
// Dutch wall-clock moments, so nothing here converts time zones.

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const number = (rule: z.ZodNumber) => z.coerce.number().pipe(rule);

const base = {
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: time,
  endTime: time,
  capacity: number(shiftFieldRules.capacity),
  task: shiftFieldRules.task.optional(),
  place: shiftFieldRules.place.optional(),
  cancelHours: number(shiftFieldRules.cancelHours),
};

export const newShiftSchema = z.object({ ...base, weeks: number(shiftFieldRules.weeks) });
export const editShiftSchema = z.object(base);

export const SHIFT_FIELDS = ["date", "startTime", "endTime", "capacity", "task", "place", "cancelHours", "weeks"] as const;

export const shiftLabels = (t: TFunction) => Object.fromEntries(SHIFT_FIELDS.map((f) => [f, t(`activities:shifts.fields.${f}`)]));

export const parseNewShift = (formData: FormData, t: TFunction) =>
  parseWithZod(formData, { schema: newShiftSchema, errorMap: validationErrorMap(t, shiftLabels(t)) });
export const parseEditShift = (formData: FormData, t: TFunction) =>
  parseWithZod(formData, { schema: editShiftSchema, errorMap: validationErrorMap(t, shiftLabels(t)) });

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The form's values as the API's attributes. */
export function shiftAttributes(v: z.output<typeof editShiftSchema>): Required<ShiftWrite> {
  return {
    startsAt: `${v.date}T${v.startTime}`,
    endsAt: `${v.endTime <= v.startTime ? nextDay(v.date) : v.date}T${v.endTime}`,
    capacity: v.capacity,
    task: v.task ?? "",
    place: v.place ?? "",
    cancelHours: v.cancelHours,
  };
}

/** A stored shift as the form's initial values. */
export const shiftFormValues = (s: Shift) => ({
  date: s.startsAt.slice(0, 10),
  startTime: s.startsAt.slice(11),
  endTime: s.endsAt.slice(11),
  capacity: String(s.capacity),
  task: s.task ?? "",
  place: s.place ?? "",
  cancelHours: String(s.cancelHours),
});

// The API's reasons, each on the field the visitor typed it in, in their language.
const REASONS: Record<string, [string, string]> = {
  overlap: ["startTime", "activities:shifts.errors.overlap"],
  before_start: ["endTime", "activities:shifts.errors.beforeStart"],
  too_long: ["endTime", "activities:shifts.errors.tooLong"],
  below_taken: ["capacity", "activities:shifts.errors.belowTaken"],
  too_many: ["weeks", "activities:shifts.errors.tooMany"],
};
const POINTED: Record<string, string> = {
  startsAt: "date",
  endsAt: "endTime",
  capacity: "capacity",
  task: "task",
  place: "place",
  cancelHours: "cancelHours",
  weeks: "weeks",
};

/** The API's refusal as the form's errors (400), or the error again when it is not about the form. */
export const replyFromShiftError = <R>(submission: RefusalSubmission<R>, error: unknown, context: AppLoadContext) =>
  replyFromRefusal(submission, error, (item) => {
    const reason = item.code ? REASONS[item.code] : undefined;
    // The limit in a message is the contract's (tooMany), not a number written into the text.
    return [
      reason?.[0] ?? POINTED[pointedField(item.source?.pointer, 1) ?? ""] ?? "",
      reason ? context.t(reason[1] as "activities:shifts.errors.overlap", { max: MAX_SHIFTS_PER_ACTIVITY }) : context.t("activities:shifts.errors.invalid"),
    ];
  });
