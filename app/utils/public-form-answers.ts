import { type FormDefinition, isAnswered } from "@contract/forms";

// A public form's posted answers as its fields read them, before the contract's validateAnswers
// judges them.

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
