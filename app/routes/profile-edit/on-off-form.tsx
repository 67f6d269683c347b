import { type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "~/i18n-t";
import { FieldErrors } from "~/components/ui/field-errors";
import { EditForm } from "./edit-form";

/** A mail preference that is on or off: its field, and the texts under `texts` (title, legend, on, off …). */
export interface OnOffPreference {
  name: string;
  texts: "conversations:preference" | "users:signUpNotice";
  path: string;
}

/** The form of an on/off mail preference: a radio pair under a legend and its description. */
export function OnOffForm({ name, texts, on, lastResult }: OnOffPreference & { on: boolean; lastResult: SubmissionResult | undefined }) {
  // The texts carry their namespace: the page loads it, this form does not ask for another.
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<string, string>>({ lastResult, shouldValidate: "onSubmit" });
  const field = fields[name];
  return (
    <EditForm form={form} title={t(`${texts}.title`)} submit={t(`${texts}.submit`)}>
      <fieldset className="grid gap-2" aria-describedby={`${form.id}-description`}>
        <legend className="mb-1 font-medium">{t(`${texts}.legend`)}</legend>
        <p id={`${form.id}-description`} className="text-sm text-muted-700 dark:text-muted-300">
          {t(`${texts}.description`)}
        </p>
        {(["on", "off"] as const).map((value) => (
          <label key={value} className="flex min-h-10 items-center gap-3">
            <input type="radio" name={field.name} value={value} defaultChecked={(value === "on") === on} className="size-4 accent-primary-700" />
            {t(`${texts}.${value}`)}
          </label>
        ))}
        <FieldErrors id={field.errorId} errors={field.errors} />
      </fieldset>
    </EditForm>
  );
}
