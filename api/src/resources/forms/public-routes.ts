import { FORM_TOKEN_PATTERN, validateAnswers } from "@contract/forms";
import type { Context } from "hono";
import { Hono } from "hono";
import { enforceRateLimit } from "../../auth/rate-limit";
import { visitorAddress } from "../../auth/visitor-address";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { type ErrorInit, JsonApiError, notFound } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { parseValues } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { notify } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { currentCenterId } from "../../current-center";
import { checkFileAnswers, uploadFormFile } from "./files";
import { submissionMails } from "./mails";
import { type FormRow, findContactForm, findFormByToken } from "./queries";
import { searchParams } from "./respond";
import { SUBMISSION_TYPES_IN, submissionAttributes } from "./schema";
import { publicFormSerializer, toPublicFormResource } from "./serializer";
import { insertSubmission } from "./submission-queries";
import { FORM_SUBMISSIONS_PATH } from "./submission-routes";

export const PUBLIC_FORMS_PATH = "/api/v1/public_forms";

const missing = (token: string) => notFound(`There is no form ${token.slice(0, 40)}.`);

/** A form a visitor may see: published or closed (a draft is nobody's business yet). */
async function visibleForm(c: Context<AppEnv>): Promise<FormRow> {
  const token = c.req.param("token") ?? "";
  const { db, tenantId } = c.var;
  let form: FormRow | undefined;
  if (token === "contact") {
    const centerId = await currentCenterId(c);
    form = centerId === null ? undefined : await findContactForm(db, tenantId, centerId);
  } else if (FORM_TOKEN_PATTERN.test(token)) form = await findFormByToken(db, tenantId, token);
  if (form === undefined || form.status === "draft") throw missing(token);
  return form;
}

async function sendPublicForm(c: Context<AppEnv>, form: FormRow) {
  const query = parseQuery(searchParams(c), {});
  const document = await serializeDocument(publicFormSerializer, toPublicFormResource(form), { ...query, selfUrl: c.req.url });
  return sendDocument(c, document);
}

/**
 * POST /public_forms/:token/submissions: a visitor's answers, checked by the contract's
 * validateAnswers against the current version; stored with that version and their mails in one
 * batch, or not at all. A closed form is a 410. Limited per form and address (spam).
 */
async function submit(c: Context<AppEnv>) {
  const form = await visibleForm(c);
  const input = await readResourceDocument(c, SUBMISSION_TYPES_IN, { create: true });
  const attrs = parseValues(submissionAttributes, input.attributes);
  if (form.status === "closed") throw new JsonApiError({ status: 410, title: "Gone", detail: "This form is closed.", code: "form_closed" });
  // Per form and address, and per address: one visitor cannot flood a form, nor a shared form's
  // popularity lock out everyone else.
  await enforceRateLimit(c, "form_submission", `${form.token}:${visitorAddress(c)}`);
  const { values, errors } = validateAnswers(form.definition, attrs.answers);
  const problems = Object.entries(errors).map(([key, code]): ErrorInit => ({
    status: 422,
    title: "Invalid answer",
    detail: code === "unknown_field" ? `${key.slice(0, 60)} is not a field of this form.` : `${key}: ${code.replace(/_/g, " ")}.`,
    code,
    source: { pointer: `/data/attributes/answers/${key.slice(0, 60)}` },
  }));
  if (problems.length > 0) throw new JsonApiError(problems as [ErrorInit, ...ErrorInit[]]);
  const { db, tenantId } = c.var;
  const answers = await checkFileAnswers(db, tenantId, values);
  const mails = await submissionMails(c, form, answers, attrs.locale);
  const [inserted, ...sent] = await db.batch([
    insertSubmission(db, tenantId, form.id, form.versionId, answers, attrs.locale, c.var.currentUser?.id ?? null),
    ...mails,
  ]);
  queueDelivery(c, mailIds(sent, 0));
  const id = (inserted as { id: number }[])[0].id;
  // The owner's bell too; the submission's id is known only now (docs/notifications.md).
  await notify(db, tenantId, {
    userIds: [form.ownerId],
    kind: "form_submitted",
    subject: { type: "FormSubmission", id },
    path: `/form_builder/${form.id}/submissions/${id}`,
    params: { form: form.title },
  })?.run();
  // Location: where the form's owner reads it (the visitor who sent it may not).
  return sendDocument(c, { data: { type: "form_submissions", id: String(id), attributes: { created_at: new Date().toISOString() } } }, 201, {
    Location: new URL(`${FORM_SUBMISSIONS_PATH}/${id}`, c.req.url).href,
  });
}

export const publicFormRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => sendPublicForm(c, await visibleForm(c)))
  .post("/:token/submissions", submit)
  .post("/:token/files", async (c) => uploadFormFile(c, await visibleForm(c)))
  .all("/:token", methodNotAllowed(["GET"]))
  .all("/:token/submissions", methodNotAllowed(["POST"]))
  .all("/:token/files", methodNotAllowed(["POST"]));
