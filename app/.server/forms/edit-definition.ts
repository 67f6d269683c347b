import { type FieldType, type FormDefinition, type FormField, isChoiceType, newField } from "@contract/forms";
import type { EditForm } from "./builder-schema";

// The builder's edits as pure changes of a definition; the route saves the result (the api checks
// it against the contract and keeps old versions for old submissions).

/** Options typed one per line: each line is the option's value and its label in both languages. */
export const parseOptions = (text: string) =>
  [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ].map((line) => ({ value: line.slice(0, 120), label: { nl: line, en: line } }));

export const optionsText = (field: FormField) => field.options.map((o) => o.value).join("\n");

const swap = <T>(list: T[], a: number, b: number) => {
  const copy = [...list];
  [copy[a], copy[b]] = [copy[b]!, copy[a]!];
  return copy;
};

/**
 * The fields in the order of `order` (keys, comma-separated), or null when it names other fields
 * than the form has (the form changed in another tab meanwhile): nothing is moved then.
 */
export function reorderFields(definition: FormDefinition, order: string): FormDefinition | null {
  const keys = order.split(",");
  const byKey = new Map(definition.fields.map((f) => [f.key, f]));
  if (keys.length !== byKey.size || new Set(keys).size !== keys.length || !keys.every((k) => byKey.has(k))) return null;
  return { ...definition, fields: keys.map((k) => byKey.get(k)!) };
}

/** The definition after one builder edit; a move past either end changes nothing. */
export function applyEdit(definition: FormDefinition, edit: Exclude<EditForm, { intent: "settings" }>): FormDefinition {
  const fields = definition.fields;
  const index = "key" in edit ? fields.findIndex((f) => f.key === edit.key) : -1;
  switch (edit.intent) {
    case "add-field": {
      const field = newField(definition, edit.type as FieldType, edit.step, { nl: edit.labelNl, en: edit.labelEn });
      field.required = edit.required === "on";
      if (isChoiceType(field.type)) field.options = parseOptions(edit.options);
      return { ...definition, fields: [...fields, field] };
    }
    case "update-field":
      return {
        ...definition,
        fields: fields.map((f) =>
          f.key === edit.key
            ? {
                ...f,
                step: edit.step,
                label: { nl: edit.labelNl, en: edit.labelEn },
                help: { nl: edit.helpNl, en: edit.helpEn },
                required: edit.required === "on",
                min: edit.min ?? null,
                max: edit.max ?? null,
                options: isChoiceType(f.type) ? parseOptions(edit.options) : [],
              }
            : f,
        ),
      };
    case "move-up":
      return index > 0 ? { ...definition, fields: swap(fields, index, index - 1) } : definition;
    case "move-down":
      return index >= 0 && index < fields.length - 1 ? { ...definition, fields: swap(fields, index, index + 1) } : definition;
    case "reorder":
      return reorderFields(definition, edit.order) ?? definition;
    case "delete-field":
      return { ...definition, fields: fields.filter((f) => f.key !== edit.key) };
    case "add-step":
      return { ...definition, steps: [...definition.steps, { title: { nl: "", en: "" } }] };
    case "update-step":
      return { ...definition, steps: definition.steps.map((s, i) => (i === edit.step - 1 ? { title: { nl: edit.titleNl, en: edit.titleEn } } : s)) };
    case "delete-step":
      // Only the last step goes, and only when no field is on it (the api refuses stray fields).
      return edit.step === definition.steps.length && definition.steps.length > 1 && !fields.some((f) => f.step === edit.step)
        ? { ...definition, steps: definition.steps.slice(0, -1) }
        : definition;
  }
}
