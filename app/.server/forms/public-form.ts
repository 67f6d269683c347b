import { type AnswerError, type FormDefinition, isAnswered, validateAnswers } from "@contract/forms";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getPublicForm, submitAnswers, type PublicForm } from "~/.server/api/forms";
import { maxPostBytes, takeFiles, withFileAnswers } from "./form-files";

// The visitor's side of a form (/forms/<token>, /contactformulier): one step at a time with plain
// posts. The answers of the other steps travel along as hidden fields, so nothing is stored before
// the last step and no JavaScript is needed. Each step is checked by the contract's validateAnswers
// as the visitor leaves it; the api checks the whole again before it stores anything.

/** The honeypot: a field people never see or fill in. A post that fills it is dropped quietly. */
export const HONEYPOT = "website";
const CONTROL = new Set(["_step", "_intent", "_csrf", HONEYPOT]);

export type RawAnswers = Record<string, string | string[]>;

export interface PublicFormState {
  step: number;
  values: RawAnswers;
  errors: Record<string, AnswerError>;
  /** The form's own message: closed, too many posts, fields it does not have. */
  formError: "closed" | "rate_limited" | "unknown_fields" | null;
}

/** The form by token, or the 404 screen; `sent` shows the confirmation instead. */
export async function loadPublicForm(context: AppLoadContext, token: string) {
  const form = await getPublicForm(context, token);
  if (form === null) throw data(null, { status: 404 });
  return form;
}

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

const stepCount = (form: PublicForm) => form.definition.steps.length;

/** The first step that has an error, so a last-step check sends the visitor back there. */
function firstStepWithError(definition: FormDefinition, errors: Record<string, AnswerError>) {
  const steps = definition.fields.filter((f) => errors[f.key]).map((f) => f.step);
  return steps.length ? Math.min(...steps) : null;
}

/**
 * One post of a public form: back, next (checks this step) or send (checks all, then the api).
 * Answers 200 with the next step, 4xx with the form and its errors, or redirects to `done`.
 */
export async function publicFormAction(context: AppLoadContext, request: Request, token: string, done: string) {
  const form = await loadPublicForm(context, token);
  if (Number(request.headers.get("Content-Length")) > maxPostBytes(form.definition)) throw data(null, { status: 413 });
  const formData = await request.formData();
  const { values, unknown } = readAnswers(form.definition, formData);
  const posted = Number(formData.get("_step"));
  const step = Number.isInteger(posted) && posted >= 1 && posted <= stepCount(form) ? posted : 1;
  const state = (patch: Partial<PublicFormState>): PublicFormState => ({ step, values, errors: {}, formError: null, ...patch });
  const honeypot = formData.get(HONEYPOT);
  if (typeof honeypot === "string" && honeypot !== "") throw redirect(done);
  if (form.status === "closed") return data(state({ formError: "closed" }), { status: 410 });
  if (unknown.length > 0) return data(state({ formError: "unknown_fields" }), { status: 400 });
  const intent = formData.get("_intent");
  if (intent === "back") return data(state({ step: Math.max(1, step - 1) }));
  // Files chosen on this step go into R2 now; their answers travel along from here on.
  const files = await takeFiles(context, token, form.definition, formData, values);
  if (files.rateLimited) return data(state({ formError: "rate_limited" }), { status: 429 });
  const checked = withFileAnswers(form.definition, values);
  if (intent === "next" && step < stepCount(form)) {
    const { errors } = validateAnswers(form.definition, checked, { steps: [step] });
    Object.assign(errors, files.errors);
    if (Object.keys(errors).length > 0) return data(state({ errors }), { status: 400 });
    return data(state({ step: step + 1 }));
  }
  const { errors, values: answers } = validateAnswers(form.definition, checked);
  Object.assign(errors, files.errors);
  if (Object.keys(errors).length > 0) return data(state({ errors, step: firstStepWithError(form.definition, errors) ?? step }), { status: 400 });
  const result = await submitAnswers(context, token, answers, context.locale);
  if (result.ok) throw redirect(done);
  if (result.status === 410) return data(state({ formError: "closed" }), { status: 410 });
  if (result.status === 429) return data(state({ formError: "rate_limited" }), { status: 429 });
  return data(state({ errors: result.errors, step: firstStepWithError(form.definition, result.errors) ?? step }), { status: result.status });
}
