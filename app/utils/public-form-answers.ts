import { type AnswerError, validateAnswers } from "@contract/forms/answers";
import type { FormDefinition } from "@contract/forms/definition";
import { isAnswered } from "@contract/forms/fields";

// A public form's posted answers as its fields read them, shared by the server (every post) and
// the browser (the check on blur, form-checks.island.ts), so both read a field the same way before
// the contract's validateAnswers judges it. The island bundles this module: it imports the
// contract's zod-free modules only, never the @contract/forms index.

/** The honeypot: a field people never see or fill in. A post that fills it is dropped quietly. */
export const HONEYPOT = "website";
const CONTROL = new Set(["_step", "_intent", "_csrf", HONEYPOT]);

export type RawAnswers = Record<string, string | string[]>;

/** The posted answers as the form's fields read them; keys the form lacks are returned apart. */
export function readAnswers(definition: FormDefinition, formData: FormData) {
  const values: RawAnswers = {};
  const fields = new Map(definition.fields.filter((f) => isAnswered(f.type)).map((f) => [f.key, f]));
  const unknown = new Set<string>();
  for (const key of new Set(formData.keys())) {
    if (CONTROL.has(key)) continue;
    const field = fields.get(key);
    if (field === undefined) {
      unknown.add(key);
      continue;
    }
    const all = formData.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = field.type === "multiple_choice" ? all : (all[all.length - 1] ?? "");
  }
  return { values, unknown: [...unknown] };
}

/**
 * What is wrong with one field of this step as the visitor leaves it (JavaScript only), by the
 * same rules the server applies when the step is sent; null when nothing is. A file field waits
 * for the server, which checks the file by its content (the island names only its size).
 */
export function blurError(definition: FormDefinition, step: number, formData: FormData, key: string): AnswerError | null {
  const field = definition.fields.find((f) => f.key === key && f.step === step);
  if (field === undefined || field.type === "file" || !isAnswered(field.type)) return null;
  const { values } = readAnswers(definition, formData);
  const value = values[key];
  const { errors } = validateAnswers(definition, value === undefined ? {} : { [key]: value }, { steps: [step] });
  return errors[key] ?? null;
}
