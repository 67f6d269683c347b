import type { AnswerError } from "@contract/forms/answers";
import type { FormField } from "@contract/forms/definition";

/** The id of the JSON the server writes for form-checks.island.ts. */
export const FORM_CHECKS_DATA_ID = "form-checks-data";

/** The prefix of a public form's field ids (`answer-<key>`, its `-description` and `-error`). */
export const ANSWER_ID_PREFIX = "answer";

/**
 * What the server writes for form-checks.island.ts: the step shown and its fields' rules (their
 * texts are in the HTML already, so they are left out here), and every answer error in the
 * visitor's language, the messages the server would show.
 */
export interface FormChecksData {
  step: number;
  fields: FormField[];
  messages: Record<AnswerError, string>;
}

const NO_TEXT = { nl: "", en: "" };

/** A field as validateAnswers reads it: its rules, without its label, help and option labels. */
export const fieldRules = (field: FormField): FormField => ({
  ...field,
  label: NO_TEXT,
  help: NO_TEXT,
  options: field.options.map((option) => ({ value: option.value, label: NO_TEXT })),
});
