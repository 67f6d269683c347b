import type { FormDefinition, FormField } from "@contract/forms";

const text = (nl: string) => ({ nl, en: nl });

/** A field with the defaults the builder gives it. */
export const field = (key: string, type: FormField["type"], step: number, extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  step,
  label: text(key),
  help: text(""),
  required: false,
  min: null,
  max: null,
  options: [],
  ...extra,
});

/** Three steps: a name, a required e-mail and a choice, a consent. */
export const THREE_STEPS: FormDefinition = {
  steps: [{ title: text("Wie") }, { title: text("Contact") }, { title: text("Klaar") }],
  fields: [
    field("name", "short_text", 1, { required: true }),
    field("intro", "section", 1),
    field("email", "email", 2, { required: true }),
    field("shift", "single_choice", 2, {
      required: true,
      options: [
        { value: "morning", label: text("Ochtend") },
        { value: "evening", label: text("Avond") },
      ],
    }),
    field("days", "multiple_choice", 2, {
      options: [
        { value: "mon", label: text("Ma") },
        { value: "tue", label: text("Di") },
      ],
    }),
    field("age", "number", 3, { min: 16, max: 99 }),
    field("start", "date", 3),
    field("car", "yes_no", 3),
    field("phone", "phone", 3),
    field("notes", "long_text", 3, { max: 50 }),
    field("agree", "consent", 3, { required: true }),
  ],
};
