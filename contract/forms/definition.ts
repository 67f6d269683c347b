import { z } from "zod";
import { FIELD_TYPES, FORM_LIMITS, type FieldType, isChoiceType } from "./fields";

// A form's definition: its steps and its fields, in order. The api stores it as JSON per version
// (a changed form gets a new version, so an old submission is read with the definition it was
// filled in against); the builder edits it, the public page renders it, and validateAnswers()
// (answers.ts) checks a visitor's answers against it on both workers.

export * from "./fields";

// No "_" and no capitals: the web's api client renames snake_case keys to camelCase and back, and
// a field key is a key of the answers object, so it must read the same either way.
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9]{0,39}$/;

const noControl = (v: string) => ![...v].some((ch) => ch.charCodeAt(0) < 32);

/** Text in both languages; Dutch is required where the text is, English falls back to it. */
export const translated = (max: number, { required = true, multiline = false } = {}) => {
  const part = (min: number) => {
    const text = z.string().trim().min(min).max(max);
    return multiline ? text : text.refine(noControl, "must not contain control characters");
  };
  return z.object({ nl: part(required ? 1 : 0), en: part(0) });
};

export const fieldOption = z.object({
  value: z.string().trim().min(1).max(FORM_LIMITS.optionMax),
  label: translated(FORM_LIMITS.optionMax),
});

export const formField = z
  .object({
    key: z.string().regex(FIELD_KEY_PATTERN, "must be lower-case letters and digits"),
    type: z.enum(FIELD_TYPES),
    /** 1-based: the step the field is on. */
    step: z.number().int().min(1).max(FORM_LIMITS.stepsMax),
    label: translated(FORM_LIMITS.labelMax),
    help: translated(FORM_LIMITS.helpMax, { required: false, multiline: true }),
    required: z.boolean(),
    /** Text: the largest length; number: the largest value. */
    max: z.number().int().min(0).max(1_000_000_000).nullable(),
    /** Text: the smallest length; number: the smallest value. */
    min: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable(),
    options: z.array(fieldOption).max(FORM_LIMITS.optionsMax),
  })
  .superRefine((field, ctx) => {
    if (isChoiceType(field.type) && field.options.length === 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: "a choice needs at least one option" });
    if (!isChoiceType(field.type) && field.options.length > 0) ctx.addIssue({ code: "custom", path: ["options"], message: "only choices have options" });
    const values = field.options.map((o) => o.value);
    if (new Set(values).size !== values.length) ctx.addIssue({ code: "custom", path: ["options"], message: "options must differ" });
    if (field.min !== null && field.max !== null && field.min > field.max) ctx.addIssue({ code: "custom", path: ["min"], message: "must not exceed max" });
  });
export type FormField = z.infer<typeof formField>;

export const formStep = z.object({ title: translated(FORM_LIMITS.labelMax, { required: false }) });

export const formDefinition = z
  .object({
    steps: z.array(formStep).min(1).max(FORM_LIMITS.stepsMax),
    fields: z.array(formField).max(FORM_LIMITS.fieldsMax),
  })
  .superRefine((definition, ctx) => {
    const keys = definition.fields.map((f) => f.key);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", path: ["fields"], message: "field keys must differ" });
    definition.fields.forEach((field, index) => {
      if (field.step > definition.steps.length) ctx.addIssue({ code: "custom", path: ["fields", index, "step"], message: "is not a step of the form" });
    });
  });
export type FormDefinition = z.infer<typeof formDefinition>;

/** A new form: one step, no fields. */
export const emptyDefinition = (): FormDefinition => ({ steps: [{ title: { nl: "", en: "" } }], fields: [] });

/** A field as the builder adds it: an unused key, the type's defaults, on the given step. */
export function newField(definition: FormDefinition, type: FieldType, step: number, label: { nl: string; en: string }): FormField {
  const used = new Set(definition.fields.map((f) => f.key));
  let n = definition.fields.length + 1;
  while (used.has(`field${n}`)) n += 1;
  return { key: `field${n}`, type, step, label, help: { nl: "", en: "" }, required: false, min: null, max: null, options: [] };
}

/** The fields of one step (1-based), in the form's order. */
export const fieldsOfStep = (definition: FormDefinition, step: number) => definition.fields.filter((f) => f.step === step);

/** The text in the visitor's language, Dutch when the English is empty. */
export const inLocale = (text: { nl: string; en: string }, locale: string) => (locale === "en" && text.en !== "" ? text.en : text.nl);
