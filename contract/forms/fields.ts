// The field types and limits of a form, without zod: validateAnswers (answers.ts) needs only
// these, and so does the public forms' script in the browser (form-checks.island.ts), which must
// not carry zod along. definition.ts re-exports them with the schemas.

export const FIELD_TYPES = [
  "short_text",
  "long_text",
  "email",
  "phone",
  "number",
  "date",
  "single_choice",
  "multiple_choice",
  "yes_no",
  "consent",
  "file",
  "section",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types that carry options to choose from. */
export const CHOICE_TYPES = ["single_choice", "multiple_choice"] as const satisfies readonly FieldType[];
export const isChoiceType = (type: FieldType) => (CHOICE_TYPES as readonly FieldType[]).includes(type);

/** A section heading with text: shown, never answered. */
export const isAnswered = (type: FieldType) => type !== "section";

export const FORM_LIMITS = {
  titleMax: 120,
  labelMax: 200,
  helpMax: 1000,
  fieldsMax: 60,
  stepsMax: 10,
  optionsMax: 30,
  optionMax: 120,
  /** The default and largest length of a short text answer. */
  shortTextMax: 200,
  /** The default and largest length of a long text answer. */
  longTextMax: 5000,
  emailMax: 254,
  phoneMax: 30,
  /** A file answer's largest size in bytes. */
  fileBytesMax: 2 * 1024 * 1024,
  /** A whole submission's answers as JSON, in characters (a bound on the request). */
  answersMax: 60_000,
} as const;

/** The files a file field takes: documents and photos. */
export const FORM_FILE_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
