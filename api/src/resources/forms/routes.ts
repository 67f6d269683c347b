import { FORM_SUBMISSIONS, type SubmissionFormMeta } from "@contract/forms";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError } from "../../jsonapi/errors";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { pageOffset } from "../../jsonapi/pagination";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { wantsField } from "../../jsonapi/sparse-fieldsets";
import { toUploadResource, uploadSerializer } from "../uploads/serializer";
import { managedPathForm, managedSubmission, requireFormBuilder, visibleForm } from "./access";
import { createForm } from "./create";
import { answerFile, fileUrlsOf, releaseAnswerFiles, storeFormFile } from "./files";
import { deleteForm, findForm, listForms } from "./queries";
import {
  FORM_TYPES_IN,
  SUBMISSION_TYPES_IN,
  createAttributes,
  fileFieldQuery,
  indexQuery,
  publicShowQuery,
  showQuery as showSpec,
  submissionAttributes,
  submissionIndexQuery,
  submissionShowQuery,
  updateAttributes,
} from "./schema";
import {
  FORM_SUBMISSIONS_PATH,
  formDocument,
  formSerializer,
  formUrl,
  publicFormSerializer,
  submissionSerializer,
  submissionUrl,
  toFormResource,
  toPublicFormResource,
  toSubmissionResource,
} from "./serializer";
import { deleteSubmission, listSubmissions } from "./submission-queries";
import { submitAnswers } from "./submit";
import { updateForm } from "./update";
import { fileResponse } from "../../files/file-response";

export { FORMS_PATH } from "./serializer";

/** Mounted at the api's root: the builder's forms, their submissions, and a visitor's form by its token (docs/forms.md). */
export const FORMS_BASE = "/api/v1";

// The form builder's 401/403 before the query's 400s, as when the handler checked both.
const formList = listQuery(indexQuery, { guard: requireFormBuilder });
const submissionList = listQuery(submissionIndexQuery, { guard: managedPathForm });
const formQuery = showQuery(showSpec);
const builder = guard(requireFormBuilder); // 401, 403
const managed = guard(managedPathForm); // 401, 403, then 404 unless the caller keeps it
const submission = guard(managedSubmission); // 401, 403, then 404 unless the caller keeps its form
const visible = guard(visibleForm); // 404 for a draft, an unknown token, or no contact form

// Forms are kept by their centre's staff and super admins; visitors reach a published one only
// through its token.
export const formRoutes = new Hono<AppEnv>()
  .get("/forms", formList, async (c) => {
    const actor = formList.access(c);
    const query = formList.of(c);
    const page = query.page!;
    const centerIds = actor.superAdmin ? "all" : actor.staffCenterIds;
    const { rows, total } = await listForms(c.var.db, c.var.tenantId, { centerIds, ...query.filter }, query.sort, page.size, pageOffset(page));
    return sendList(c, formSerializer, rows.map(toFormResource), { ...query, page: page }, { total, resourceUrl: formUrl(c.req.url) });
  })
  .post("/forms", builder, formQuery, writeDocument(FORM_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const id = await createForm(c, builder.of(c), c.req.valid("json"));
    const document = await formDocument((await findForm(c.var.db, c.var.tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: formUrl(c.req.url)({ id: String(id) }) });
  })
  .get("/forms/:id", managed, formQuery, async (c) => sendDocument(c, await formDocument(managed.of(c).form, c.req.valid("query"), c.req.url)))
  .on(["PUT", "PATCH"], "/forms/:id", managed, formQuery, writeDocument(FORM_TYPES_IN, updateAttributes), async (c) => {
    const { form } = managed.of(c);
    await updateForm(c.var.db, c.var.tenantId, form, c.req.valid("json"));
    return sendDocument(c, await formDocument((await findForm(c.var.db, c.var.tenantId, form.id))!, c.req.valid("query"), c.req.url));
  })
  // The form with its versions and submissions; 204. A contact form stays.
  .delete("/forms/:id", managed, async (c) => {
    const { form } = managed.of(c);
    if (form.kind === "contact")
      throw new JsonApiError({
        status: 422,
        title: "Unprocessable",
        detail: "A centre's contact form cannot be deleted; close it instead.",
        code: "contact_form",
      });
    await deleteForm(c.var.db, c.var.tenantId, form.id);
    return c.body(null, 204);
  })
  // Newest first unless `sort=created_at`.
  .get("/forms/:id/submissions", submissionList, async (c) => {
    const { form } = submissionList.access(c);
    const query = submissionList.of(c);
    const page = query.page!;
    const direction = query.sort[0]?.direction ?? "desc";
    const { rows, total } = await listSubmissions(c.var.db, c.var.tenantId, form.id, {
      direction,
      limit: page.size,
      offset: pageOffset(page),
      withDefinition: wantsField(query.fields, FORM_SUBMISSIONS)("definition"),
    });
    return sendList(c, submissionSerializer, rows.map(toSubmissionResource), { ...query, page: page }, { total, resourceUrl: submissionUrl(c.req.url) });
  })
  .all("/forms", methodNotAllowed(["GET", "POST"]))
  .all("/forms/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all("/forms/:id/submissions", methodNotAllowed(["GET"]))
  .get("/form_submissions/:id", showQuery(submissionShowQuery), submission, async (c) => {
    const { submission: row, form } = submission.of(c);
    // Its form (read for the access check) as meta: the submission's page asks nothing else.
    const formMeta: SubmissionFormMeta = { id: String(form.id), title: form.title };
    const document = await serializeDocument(submissionSerializer, toSubmissionResource(row), {
      ...c.req.valid("query"),
      selfUrl: c.req.url,
      resourceUrl: submissionUrl(c.req.url),
      meta: { form: formMeta },
    });
    return sendDocument(c, document);
  })
  .delete("/form_submissions/:id", submission, async (c) => {
    const row = submission.of(c).submission;
    await deleteSubmission(c.var.db, c.var.tenantId, row.id);
    // Its files leave R2 with it (docs/forms.md "File fields").
    await releaseAnswerFiles(c.var.db, c.env.FILES, c.var.tenantId, fileUrlsOf(row.answers));
    return c.body(null, 204);
  })
  // One of the submission's files, for the form's owner, as a download under the name it was sent with.
  .get("/form_submissions/:id/files/:name", submission, async (c) => {
    const { name, object } = await answerFile(c.env.FILES, c.var.tenantId, submission.of(c).submission.answers, c.req.param("name"));
    const safe = name.replace(/[^\w .()-]/g, "_").slice(0, 120) || "bestand";
    return fileResponse(object, {
      "Cache-Control": "private, no-store",
      "Content-Disposition": `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 200))}`,
    });
  })
  .all("/form_submissions/:id", methodNotAllowed(["GET", "DELETE"]))
  .all("/form_submissions/:id/files/:name", methodNotAllowed(["GET"]))
  .get("/public_forms/:token", visible, showQuery(publicShowQuery), async (c) => {
    const document = await serializeDocument(publicFormSerializer, toPublicFormResource(visible.of(c)), { ...c.req.valid("query"), selfUrl: c.req.url });
    return sendDocument(c, document);
  })
  .post("/public_forms/:token/submissions", visible, writeDocument(SUBMISSION_TYPES_IN, submissionAttributes, { create: true }), async (c) => {
    const id = await submitAnswers(c, visible.of(c), c.req.valid("json"));
    // Location: where the form's owner reads it (the visitor who sent it may not).
    return sendDocument(c, { data: { type: "form_submissions", id: String(id), attributes: { created_at: new Date().toISOString() } } }, 201, {
      Location: new URL(`${FORM_SUBMISSIONS_PATH}/${id}`, c.req.url).href,
    });
  })
  .post("/public_forms/:token/files", visible, fileFieldQuery, async (c) => {
    const resource = toUploadResource(await storeFormFile(c, visible.of(c), c.req.valid("query").field));
    // The upload's canonical address (only staff may discard one there).
    const location = new URL(`/api/v1/uploads/${resource.id}`, c.req.url).href;
    const document = await serializeDocument(uploadSerializer, resource, { include: [], fields: {}, selfUrl: c.req.url, resourceUrl: () => location });
    return sendDocument(c, document, 201, { Location: location });
  })
  .all("/public_forms/:token", methodNotAllowed(["GET"]))
  .all("/public_forms/:token/submissions", methodNotAllowed(["POST"]))
  .all("/public_forms/:token/files", methodNotAllowed(["POST"]));
