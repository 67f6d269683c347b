import { isCalendarDate } from "../calendar-date";
import type { FormDefinition, FormField } from "./definition";
import { FORM_FILE_TYPES, FORM_LIMITS, isAnswered } from "./fields";

// The ONE check of a visitor's answers against a form's definition. The web runs it per step (to
// show the step again with its errors before the visitor goes on) and the api runs it on the whole
// submission before it stores anything; the two cannot disagree because they are this function.
// The public forms' script runs it in the browser too, on the field left: so no zod here (its
// imports are zod-free modules; the types are erased).

/** A stored file answer: what the api keeps of an uploaded file. */
export interface FileAnswer {
  name: string;
  content_type: string;
  size: number;
  /** The file's address on the web (`/files/<tenant>/form/<name>`). */
  url: string;
}

export type AnswerValue = string | number | boolean | string[] | FileAnswer;
export type Answers = Record<string, AnswerValue>;

export const ANSWER_ERRORS = [
  "required",
  "too_short",
  "too_long",
  "invalid_email",
  "invalid_phone",
  "not_a_number",
  "too_small",
  "too_large",
  "invalid_date",
  "invalid_option",
  "must_accept",
  "invalid",
  "unknown_field",
  "file_too_large",
  "file_type",
  // Only the api knows it: an image whose header gives more pixels than a form's file may have.
  "image_too_large",
] as const;
export type AnswerError = (typeof ANSWER_ERRORS)[number];

export interface AnswerCheck {
  /** The normalized answers of the checked fields; empty optional answers are left out. */
  values: Answers;
  /** Per field key (or unknown key) the first thing wrong with its answer. */
  errors: Record<string, AnswerError>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^[0-9+()\-.\s]+$/;
const NUMBER_TEXT = /^-?\d{1,12}([.,]\d{1,6})?$/;

type Result = { value: AnswerValue } | { error: AnswerError } | { empty: true };

const isEmpty = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "") || (Array.isArray(raw) && raw.length === 0);

/** The text limits of a text field: its own, within the type's ceiling. */
function textLimit(field: FormField, ceiling: number) {
  return { min: field.min ?? 0, max: Math.min(field.max ?? ceiling, ceiling) };
}

function checkText(raw: unknown, field: FormField, ceiling: number): Result {
  if (typeof raw !== "string") return { error: "invalid" };
  const value = field.type === "long_text" ? raw.replace(/\r\n/g, "\n").trim() : raw.trim();
  const { min, max } = textLimit(field, ceiling);
  if (value.length > max) return { error: "too_long" };
  if (value.length < min) return { error: "too_short" };
  return { value };
}

function checkNumber(raw: unknown, field: FormField): Result {
  const text = typeof raw === "number" ? String(raw) : raw;
  if (typeof text !== "string" || !NUMBER_TEXT.test(text.trim())) return { error: "not_a_number" };
  const value = Number(text.trim().replace(",", "."));
  if (field.min !== null && value < field.min) return { error: "too_small" };
  if (field.max !== null && value > field.max) return { error: "too_large" };
  return { value };
}

function checkChoice(raw: unknown, field: FormField): Result {
  const allowed = new Set(field.options.map((o) => o.value));
  if (field.type === "single_choice") return typeof raw === "string" && allowed.has(raw) ? { value: raw } : { error: "invalid_option" };
  const list = typeof raw === "string" ? [raw] : raw;
  if (!Array.isArray(list) || list.some((v) => typeof v !== "string" || !allowed.has(v))) return { error: "invalid_option" };
  const value = field.options.map((o) => o.value).filter((v) => list.includes(v));
  if (field.min !== null && value.length < field.min) return { error: "too_short" };
  if (field.max !== null && value.length > field.max) return { error: "too_long" };
  return { value };
}

const YES = new Set(["yes", "true", "on", "1"]);
const NO = new Set(["no", "false", "0"]);

function checkFile(raw: unknown): Result {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { error: "invalid" };
  const file = raw as Record<string, unknown>;
  if (typeof file.name !== "string" || typeof file.url !== "string" || typeof file.size !== "number" || typeof file.content_type !== "string")
    return { error: "invalid" };
  if (!(FORM_FILE_TYPES as readonly string[]).includes(file.content_type)) return { error: "file_type" };
  if (file.size > FORM_LIMITS.fileBytesMax) return { error: "file_too_large" };
  return { value: { name: file.name.slice(0, 200), content_type: file.content_type, size: file.size, url: file.url } };
}

function checkOne(raw: unknown, field: FormField): Result {
  if (field.type === "consent") {
    const accepted = raw === true || (typeof raw === "string" && YES.has(raw));
    if (accepted) return { value: true };
    return field.required ? { error: "must_accept" } : { empty: true };
  }
  if (isEmpty(raw)) return { empty: true };
  switch (field.type) {
    case "short_text":
      return checkText(raw, field, FORM_LIMITS.shortTextMax);
    case "long_text":
      return checkText(raw, field, FORM_LIMITS.longTextMax);
    case "email": {
      const text = checkText(raw, field, FORM_LIMITS.emailMax);
      return "value" in text && !EMAIL_PATTERN.test(String(text.value)) ? { error: "invalid_email" } : text;
    }
    case "phone": {
      const text = checkText(raw, field, FORM_LIMITS.phoneMax);
      if (!("value" in text)) return text;
      const digits = String(text.value).replace(/\D/g, "").length;
      return PHONE_CHARS.test(String(text.value)) && digits >= 6 ? text : { error: "invalid_phone" };
    }
    case "number":
      return checkNumber(raw, field);
    case "date":
      return typeof raw === "string" && isCalendarDate(raw.trim()) ? { value: raw.trim() } : { error: "invalid_date" };
    case "single_choice":
    case "multiple_choice":
      return checkChoice(raw, field);
    case "yes_no":
      if (raw === true || raw === false) return { value: raw };
      if (typeof raw === "string" && YES.has(raw)) return { value: true };
      if (typeof raw === "string" && NO.has(raw)) return { value: false };
      return { error: "invalid_option" };
    case "file":
      return checkFile(raw);
    default:
      return { error: "invalid" };
  }
}

/**
 * Checks `input` (answers keyed by field key) against `definition`. With `steps`, only the fields
 * of those steps are checked (a multi-step form checks each step as the visitor leaves it); keys of
 * the form's other fields are then ignored, keys the form does not have are always an error.
 */
export function validateAnswers(definition: FormDefinition, input: Record<string, unknown>, { steps }: { steps?: readonly number[] } = {}): AnswerCheck {
  const values: Answers = {};
  const errors: Record<string, AnswerError> = {};
  const known = new Map(definition.fields.filter((f) => isAnswered(f.type)).map((f) => [f.key, f]));
  for (const key of Object.keys(input)) if (!known.has(key)) errors[key] = "unknown_field";
  for (const field of known.values()) {
    if (steps !== undefined && !steps.includes(field.step)) continue;
    const result = checkOne(input[field.key], field);
    if ("error" in result) errors[field.key] = result.error;
    else if ("value" in result) values[field.key] = result.value;
    else if (field.required) errors[field.key] = "required";
  }
  return { values, errors };
}

/** An answer as one line of text (the submissions table and the CSV export). */
export function answerText(value: AnswerValue | undefined, labels: { yes: string; no: string } = { yes: "yes", no: "no" }): string {
  if (value === undefined) return "";
  if (typeof value === "boolean") return value ? labels.yes : labels.no;
  if (typeof value === "number" || typeof value === "string") return String(value);
  if (Array.isArray(value)) return value.join("; ");
  return value.name;
}
