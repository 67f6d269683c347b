import type { Camelized } from "@contract/case";
import type {
  AnswerError,
  Answers,
  FormAttributes,
  FormDefinition,
  FormSubmissionAttributes,
  PublicFormAttributes,
  SubmissionFormMeta,
  formList,
  submissionList,
} from "@contract/forms";
import type { ListQuery } from "@contract/list";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError, orErrorScreen, orNull } from "./errors";

// docs/forms.md: the only place that names the forms' /api/v1 paths.

export type Form = Camelized<FormAttributes> & { id: string };
export type PublicForm = Camelized<PublicFormAttributes> & { id: string };
export type Submission = Camelized<FormSubmissionAttributes> & { id: string };

const FORMS = "/api/v1/forms";
const PUBLIC_FORMS = "/api/v1/public_forms";
const SUBMISSIONS = "/api/v1/form_submissions";

// The api's 403 and 404 are the error screen's; anything else goes on up.
const REFUSALS = { 403: 403, 404: 404 };

export async function listForms(context: AppLoadContext): Promise<Form[]> {
  return (await orErrorScreen(context.api.get<Form[]>(FORMS, { page: { size: 100 } } satisfies ListQuery<typeof formList>), REFUSALS)).data;
}

export async function getForm(context: AppLoadContext, id: string): Promise<Form> {
  return (await orErrorScreen(context.api.get<Form>(`${FORMS}/${encodeURIComponent(id)}`), REFUSALS)).data;
}

export async function createForm(context: AppLoadContext, attributes: { title: string; retentionDays: number; volunteerCenterId?: string }) {
  return (await context.api.write<Form>("POST", FORMS, "forms", attributes)).data;
}

export async function updateForm(
  context: AppLoadContext,
  id: string,
  attributes: Partial<{ title: string; status: string; retentionDays: number; definition: FormDefinition }>,
) {
  return (await context.api.write<Form>("PATCH", `${FORMS}/${encodeURIComponent(id)}`, "forms", attributes, id)).data;
}

export async function deleteForm(context: AppLoadContext, id: string) {
  await context.api.request("DELETE", `${FORMS}/${encodeURIComponent(id)}`);
}

/** One page of a form's submissions, newest first (the CSV export reads every page, oldest first). */
export async function listSubmissions(context: AppLoadContext, formId: string, { page = 1, size = 50, oldestFirst = false } = {}) {
  const result = await orErrorScreen(
    context.api.get<Submission[]>(`${FORMS}/${encodeURIComponent(formId)}/submissions`, {
      page: { number: page, size },
      ...(oldestFirst ? { sort: "created_at" } : {}),
    }),
    REFUSALS,
  );
  return { submissions: result.data, total: Number(result.meta.total ?? 0) };
}

export type SubmissionAnswers = Pick<Submission, "id" | "answers" | "createdAt">;

/**
 * The newest `size` submissions' answers and moments (a form's overview), without each one's
 * version and definition, which the api then neither reads nor sends.
 */
export async function listSubmissionAnswers(context: AppLoadContext, formId: string, size: number) {
  const result = await orErrorScreen(
    context.api.get<SubmissionAnswers[]>(`${FORMS}/${encodeURIComponent(formId)}/submissions`, {
      page: { number: 1, size },
      fields: { form_submissions: ["answers", "created_at"] },
    } satisfies ListQuery<typeof submissionList>),
    REFUSALS,
  );
  return { submissions: result.data, total: Number(result.meta.total ?? 0) };
}

/** One submission with its form as it is now (meta.form: its id and title), or the refusal's screen. */
export async function getSubmission(context: AppLoadContext, id: string): Promise<{ submission: Submission; form: SubmissionFormMeta }> {
  const { data, meta } = await orErrorScreen(context.api.get<Submission>(`${SUBMISSIONS}/${encodeURIComponent(id)}`), REFUSALS);
  return { submission: data, form: meta.form as SubmissionFormMeta };
}

export async function deleteSubmission(context: AppLoadContext, id: string) {
  await context.api.request("DELETE", `${SUBMISSIONS}/${encodeURIComponent(id)}`);
}

/** A published or closed form by its token ("contact": the centre's contact form); null when there is none. */
export async function getPublicForm(context: AppLoadContext, token: string): Promise<PublicForm | null> {
  return (await orNull(context.api.anonymous().get<PublicForm>(`${PUBLIC_FORMS}/${encodeURIComponent(token)}`)))?.data ?? null;
}

export type SubmitResult = { ok: true } | { ok: false; status: number; errors: Record<string, AnswerError>; code?: string };

/**
 * Sends a visitor's answers; the api's refusals come back as data (per field, or the form's).
 * With the signed-in user's credentials, so the submission is in their own-data export (the
 * form's owner is never told who sent it); a visitor's stays anonymous.
 */
export async function submitAnswers(context: AppLoadContext, token: string, answers: Answers, locale: string): Promise<SubmitResult> {
  try {
    await context.api.write("POST", `${PUBLIC_FORMS}/${encodeURIComponent(token)}/submissions`, "form_submissions", { answers, locale });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const errors: Record<string, AnswerError> = {};
    for (const e of error.errors) {
      const key = e.source?.pointer?.match(/^\/data\/attributes\/answers\/([a-z0-9]+)$/)?.[1];
      if (key) errors[key] = e.code as AnswerError;
    }
    return { ok: false, status: error.status, errors, code: error.errors[0]?.code };
  }
}

/** A visitor's file for a form's file field, into R2 (private); the answer that names it. */
export async function uploadFormFile(context: AppLoadContext, token: string, fieldKey: string, file: File) {
  const response = await context.api.anonymous().bytes("POST", `${PUBLIC_FORMS}/${encodeURIComponent(token)}/files`, {
    query: { field: fieldKey },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  const { data } = (await response.json()) as { data: { attributes: { url: string; content_type: string; byte_size: number } } };
  return { name: file.name.slice(0, 200) || "bestand", url: data.attributes.url, content_type: data.attributes.content_type, size: data.attributes.byte_size };
}

/** One file of a submission, for its form's owner (the api checks who asks). */
export async function fetchSubmissionFile(context: AppLoadContext, submissionId: string, name: string): Promise<Response | null> {
  return orNull(context.api.bytes("GET", `${SUBMISSIONS}/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(name)}`), [403, 404]);
}
