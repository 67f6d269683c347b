import { FORM_LIMITS, type FormField, inLocale, isChoiceType } from "@contract/forms";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import { BUILDER_FIELD_TYPES } from "~/utils/form-builder";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { formOptions } from "~/utils/form-options";

// The field types with a min and max (and a help text for them in forms.json edit.limitHelp).
const LIMITED_TYPES = ["short_text", "long_text", "number", "multiple_choice"] as const;
const hasLimits = (type: string): type is (typeof LIMITED_TYPES)[number] => (LIMITED_TYPES as readonly string[]).includes(type);

const stepOptions = (steps: number, label: (step: number) => string) =>
  Array.from({ length: steps }, (_, i) => ({ value: String(i + 1), label: label(i + 1) }));

function RequiredBox({ id, checked }: { id: string; checked: boolean }) {
  const { t } = useTranslation("forms");
  return (
    <label htmlFor={id} className="flex items-center gap-2">
      <input id={id} type="checkbox" name="required" defaultChecked={checked} />
      {t("edit.required")}
    </label>
  );
}

/** One step's title in both languages; the last step can go when no field is on it. */
export function StepEditor({ step, title, last }: { step: number; title: { nl: string; en: string }; last: boolean }) {
  const { t } = useTranslation("forms");
  return (
    <div className="grid gap-2 rounded-theme border border-muted-300 p-4 dark:border-muted-700">
      <h3 className="font-semibold">{t("edit.stepN", { step })}</h3>
      <Form method="post" className="grid gap-3 sm:grid-cols-2">
        <CsrfField />
        <input type="hidden" name="step" value={step} />
        <TextField id={`step-${step}-nl`} name="titleNl" label={t("edit.stepTitleNl")} defaultValue={title.nl} maxLength={FORM_LIMITS.labelMax} />
        <TextField id={`step-${step}-en`} name="titleEn" label={t("edit.stepTitleEn")} defaultValue={title.en} maxLength={FORM_LIMITS.labelMax} />
        <div className="flex gap-2">
          <SubmitButton name="intent" value="update-step">
            {t("edit.saveStep", { step })}
          </SubmitButton>
          {last ? (
            <SubmitButton name="intent" value="delete-step" variant="danger">
              {t("edit.deleteStep", { step })}
            </SubmitButton>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** One field: its settings, and buttons to move it up or down or delete it (`handle`: the drag handle, with JavaScript). */
export function FieldEditor({
  field,
  steps,
  first,
  last,
  handle,
  dragging = false,
}: {
  field: FormField;
  steps: number;
  first: boolean;
  last: boolean;
  handle?: ReactNode;
  dragging?: boolean;
}) {
  const { t, i18n } = useTranslation("forms");
  const name = inLocale(field.label, i18n.language);
  const id = `field-${field.key}`;
  return (
    <li
      id={id}
      className={`grid gap-3 rounded-theme border p-4 ${dragging ? "border-primary-600 bg-primary-50 dark:bg-primary-950" : "border-muted-300 dark:border-muted-700"}`}
    >
      <h3 className="font-semibold">
        {handle}
        {name}{" "}
        <span className="font-normal">
          ({t(`types.${field.type}`)}, {t("edit.stepN", { step: field.step })}
          {field.required ? `, ${t("edit.required")}` : ""})
        </span>
      </h3>
      <Form method="post" className="flex flex-wrap gap-2" aria-label={t("edit.arrange", { name })}>
        <CsrfField />
        <input type="hidden" name="key" value={field.key} />
        {!first ? (
          <SubmitButton name="intent" value="move-up" aria-label={t("edit.moveUpLabel", { name })}>
            {t("edit.moveUp")}
          </SubmitButton>
        ) : null}
        {!last ? (
          <SubmitButton name="intent" value="move-down" aria-label={t("edit.moveDownLabel", { name })}>
            {t("edit.moveDown")}
          </SubmitButton>
        ) : null}
        <SubmitButton name="intent" value="delete-field" variant="danger" aria-label={t("edit.deleteLabel", { name })}>
          {t("edit.delete")}
        </SubmitButton>
      </Form>
      <details>
        <summary className="cursor-pointer underline">{t("edit.editField", { name })}</summary>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
          <CsrfField />
          <input type="hidden" name="key" value={field.key} />
          <TextField id={`${id}-label-nl`} name="labelNl" label={t("edit.labelNl")} required defaultValue={field.label.nl} maxLength={FORM_LIMITS.labelMax} />
          <TextField id={`${id}-label-en`} name="labelEn" label={t("edit.labelEn")} defaultValue={field.label.en} maxLength={FORM_LIMITS.labelMax} />
          <TextAreaField id={`${id}-help-nl`} name="helpNl" label={t("edit.helpNl")} defaultValue={field.help.nl} maxLength={FORM_LIMITS.helpMax} rows={2} />
          <TextAreaField id={`${id}-help-en`} name="helpEn" label={t("edit.helpEn")} defaultValue={field.help.en} maxLength={FORM_LIMITS.helpMax} rows={2} />
          <SelectField
            id={`${id}-step`}
            name="step"
            label={t("edit.step")}
            defaultValue={String(field.step)}
            options={stepOptions(steps, (step) => t("edit.stepN", { step }))}
          />
          {field.type !== "section" ? <RequiredBox id={`${id}-required`} checked={field.required} /> : null}
          {hasLimits(field.type) ? (
            <>
              <TextField
                id={`${id}-min`}
                name="min"
                label={t("edit.min")}
                description={t(`edit.limitHelp.${field.type}`)}
                inputMode="numeric"
                defaultValue={field.min ?? ""}
              />
              <TextField id={`${id}-max`} name="max" label={t("edit.max")} inputMode="numeric" defaultValue={field.max ?? ""} />
            </>
          ) : null}
          {isChoiceType(field.type) ? (
            <TextAreaField
              id={`${id}-options`}
              name="options"
              label={t("edit.options")}
              description={t("edit.optionsHelp")}
              defaultValue={field.options.map((o) => o.value).join("\n")}
              rows={4}
            />
          ) : null}
          <div>
            <SubmitButton name="intent" value="update-field">
              {t("edit.saveField", { name })}
            </SubmitButton>
          </div>
        </Form>
      </details>
    </li>
  );
}

/** A new field at the end of the form, on the chosen step. */
export function AddFieldForm({ steps }: { steps: number }) {
  const { t } = useTranslation("forms");
  return (
    <Form
      method="post"
      className="grid gap-3 rounded-theme border border-primary-300 p-4 sm:grid-cols-2 dark:border-primary-700"
      aria-labelledby="add-field-heading"
    >
      <CsrfField />
      <h3 id="add-field-heading" className="font-semibold sm:col-span-2">
        {t("edit.addField")}
      </h3>
      <SelectField id="add-type" name="type" label={t("edit.type")} options={formOptions(BUILDER_FIELD_TYPES, (type) => t(`types.${type}`))} />
      <SelectField id="add-step" name="step" label={t("edit.step")} options={stepOptions(steps, (step) => t("edit.stepN", { step }))} />
      <TextField id="add-label-nl" name="labelNl" label={t("edit.labelNl")} required maxLength={FORM_LIMITS.labelMax} />
      <TextField id="add-label-en" name="labelEn" label={t("edit.labelEn")} maxLength={FORM_LIMITS.labelMax} />
      <RequiredBox id="add-required" checked={false} />
      <TextAreaField id="add-options" name="options" label={t("edit.options")} description={t("edit.optionsHelp")} rows={3} />
      <div>
        <SubmitButton name="intent" value="add-field" variant="primary">
          {t("edit.addFieldSubmit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
