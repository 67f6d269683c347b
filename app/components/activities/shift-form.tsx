import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/account-forms/parse-options";

/** A new shift's first values: a morning, two places, cancelling until a day before. */
export const NEW_SHIFT_DEFAULTS = { capacity: "2", cancelHours: "24", weeks: "1", startTime: "10:00", endTime: "14:00" };

interface ShiftFormProps {
  /** A new shift also takes the number of weeks of its series. */
  isNew: boolean;
  defaultValue: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | null;
  maxWeeks: number;
}

/** A shift's date, hours, places, task, place and cut-off: a plain POST, the same with or without JavaScript. */
export function ShiftForm({ isNew, defaultValue, lastResult, maxWeeks }: ShiftFormProps) {
  const { t } = useTranslation("activities");
  const [form, fields] = useForm({ id: isNew ? "new-shift" : "edit-shift", lastResult, defaultValue, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const label = (name: "date" | "startTime" | "endTime" | "capacity" | "task" | "place" | "cancelHours" | "weeks") => t(`shifts.fields.${name}`);
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-4">
      <CsrfField />
      <input type="hidden" name="intent" value={isNew ? "create" : "update"} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...fieldProps(fields.date, label("date"))} type="date" required />
        <TextField {...fieldProps(fields.startTime, label("startTime"))} type="time" required />
        <TextField {...fieldProps(fields.endTime, label("endTime"))} type="time" required description={t("shifts.endHint")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...fieldProps(fields.task, label("task"))} maxLength={100} description={t("shifts.taskHint")} />
        <TextField {...fieldProps(fields.place, label("place"))} maxLength={100} description={t("shifts.placeHint")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...fieldProps(fields.capacity, label("capacity"))} type="number" min={1} max={1000} inputMode="numeric" required />
        <TextField {...fieldProps(fields.cancelHours, label("cancelHours"))} type="number" min={0} max={336} inputMode="numeric" required />
        {isNew ? (
          <TextField
            {...fieldProps(fields.weeks, label("weeks"))}
            type="number"
            min={1}
            max={maxWeeks}
            inputMode="numeric"
            required
            description={t("shifts.weeksHint", { max: maxWeeks })}
          />
        ) : null}
      </div>
      <div>
        <SubmitButton variant="primary">{isNew ? t("shifts.add") : t("shifts.save")}</SubmitButton>
      </div>
    </Form>
  );
}
