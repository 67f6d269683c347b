import { parseWithZod } from "@conform-to/zod";
import { validateAnswers } from "@contract/forms";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { readAnswers } from "~/.server/forms/public-form";
import { safeRedirect } from "~/.server/safe-redirect";
import { dateSchema, dupeSchema, everyFieldOptions, STEPS } from "./form-schemas";
import { FORMBUILDER_SAMPLE } from "./formbuilder-sample";

/** /test/form: every field type; the parsed values come back as the server read them. */
export async function everyFieldAction(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, everyFieldOptions(context.t));
  if (submission.status !== "success") return data({ ...submission.reply(), values: null }, { status: 400 });
  return data({ ...submission.reply(), values: submission.value });
}

export const newDupeToken = () => crypto.randomUUID();

const KEPT_TOKENS = 20;

/** /test/dupe: a form's token is taken once; the same form sent again is a 409 that says so. */
export async function dupeAction(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: dupeSchema });
  if (submission.status !== "success") return data({ outcome: "invalid" as const, count: 0 }, { status: 400 });
  const seen = context.session.get("testDupeTokens") ?? [];
  if (seen.includes(submission.value.token)) return data({ outcome: "duplicate" as const, count: seen.length }, { status: 409 });
  const kept = [...seen, submission.value.token].slice(-KEPT_TOKENS);
  context.session.set("testDupeTokens", kept);
  return data({ outcome: "received" as const, count: kept.length });
}

/** /test/datepicker: the chosen date as the server reads it. */
export async function dateAction(formData: FormData) {
  const submission = parseWithZod(formData, { schema: dateSchema });
  if (submission.status !== "success") return data({ date: null, invalid: true }, { status: 400 });
  return data({ date: submission.value.date, invalid: false });
}

/** /test/formbuilder: the answers checked against the sample definition. */
/** /test/formbuilder: the sample's answers read and checked as a public form's are. */
export async function formbuilderAction(formData: FormData) {
  const { values } = readAnswers(FORMBUILDER_SAMPLE, formData);
  const { values: answers, errors } = validateAnswers(FORMBUILDER_SAMPLE, values);
  return data({ values, answers, errors }, { status: Object.keys(errors).length ? 400 : 200 });
}

type Values = Record<string, string>;

const stepValues = (formData: FormData): Values => Object.fromEntries(STEPS.map(({ field }) => [field, String(formData.get(field) ?? "")]));

/** One step forward (its field checked), one back, or done; the values travel in the form. */
function nextStep(step: number, intent: string, values: Values) {
  if (intent === "back") return { step: Math.max(0, step - 1), values, invalid: false };
  if (step >= STEPS.length) return { step, values, invalid: false, done: true };
  const current = STEPS[step];
  if (!current.schema.safeParse(values[current.field]).success) return { step, values, invalid: true };
  return { step: step + 1, values, invalid: false };
}

const stepOf = (formData: FormData) => Math.min(STEPS.length, Math.max(0, Number(formData.get("step")) || 0));

/** /test/step-form: no saved progress, the browser carries every value in hidden fields. */
export async function stepFormAction(formData: FormData) {
  const result = nextStep(stepOf(formData), String(formData.get("intent") ?? "next"), stepValues(formData));
  return data({ done: false, ...result }, { status: result.invalid ? 400 : 200 });
}

/** /test/step-form-2: progress kept in the session, so a reload or a later visit resumes it. */
export async function savedStepFormAction(formData: FormData, context: AppLoadContext) {
  const intent = String(formData.get("intent") ?? "next");
  if (intent === "restart") {
    context.session.unset("testSteps");
    throw safeRedirect("/test/step-form-2");
  }
  const saved = context.session.get("testSteps") ?? { step: 0, values: {} };
  const values = {
    ...saved.values,
    ...Object.fromEntries([...formData].filter(([key]) => STEPS.some((s) => s.field === key)).map(([k, v]) => [k, String(v)])),
  };
  const result = nextStep(saved.step, intent, values);
  if (result.invalid) return data({ invalid: true, done: false, name: "" }, { status: 400 });
  if (result.done) {
    context.session.unset("testSteps");
    return data({ invalid: false, done: true, name: values.name ?? "" });
  }
  context.session.set("testSteps", { step: result.step, values: result.values });
  throw safeRedirect("/test/step-form-2");
}

/** The saved progress of /test/step-form-2. */
export function savedSteps(context: AppLoadContext) {
  return context.session.get("testSteps") ?? { step: 0, values: {} as Values };
}
