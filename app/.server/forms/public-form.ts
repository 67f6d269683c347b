import { type AnswerError, type FormDefinition, validateAnswers } from "@contract/forms";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getPublicForm, submitAnswers, type PublicForm } from "~/.server/api/forms";
import { HONEYPOT, type RawAnswers, readAnswers } from "~/utils/public-form-answers";
import { maxPostBytes, takeFiles, withFileAnswers } from "./form-files";

export { HONEYPOT, readAnswers, type RawAnswers };

// The visitor's side of a form (/forms/<token>, /contactformulier): one step at a time with plain
// posts. The answers of the other steps travel along as hidden fields, so nothing is stored before
// the last step and no JavaScript is needed. Each step is checked by the contract's validateAnswers
// as the visitor leaves it; the api checks the whole again before it stores anything.

export interface PublicFormState {
  step: number;
  values: RawAnswers;
  errors: Record<string, AnswerError>;
  /** The form's own message: closed, too many posts, fields it does not have, a post too large. */
  formError: "closed" | "rate_limited" | "unknown_fields" | "too_large" | null;
}

/** The form by token, or the 404 screen; `sent` shows the confirmation instead. */
export async function loadPublicForm(context: AppLoadContext, token: string) {
  const form = await getPublicForm(context, token);
  if (form === null) throw data(null, { status: 404 });
  return form;
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
  // Too large to read (a file past its limit, a flood of text): the form again from its first
  // step with the reason, as the body that would say which step it was is not read.
  if (Number(request.headers.get("Content-Length")) > maxPostBytes(form.definition))
    return data<PublicFormState>({ step: 1, values: {}, errors: {}, formError: "too_large" }, { status: 413 });
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
