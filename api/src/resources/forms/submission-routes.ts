import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageOffset } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { canManageForms } from "@contract/forms";
import { requireFormBuilder } from "./access";
import { fileUrlsOf, releaseAnswerFiles, serveAnswerFile } from "./files";
import { findForm } from "./queries";
import { managedPathForm, searchParams } from "./respond";
import { submissionIndexQuery, submissionShowQuery } from "./schema";
import { submissionSerializer, toSubmissionResource } from "./serializer";
import { deleteSubmission, findSubmission, listSubmissions } from "./submission-queries";

export const FORM_SUBMISSIONS_PATH = "/api/v1/form_submissions";
const submissionUrl = (c: Context) => (s: { id: string }) => new URL(`${FORM_SUBMISSIONS_PATH}/${s.id}`, c.req.url).href;

/** GET /forms/:id/submissions: newest first unless `sort=created_at`. */
export const submissionList = listQuery(submissionIndexQuery, { guard: managedPathForm });
export async function listFormSubmissions(c: Context<AppEnv>) {
  const { form } = submissionList.access(c);
  const query = submissionList.of(c);
  const page = query.page!;
  const direction = query.sort[0]?.direction ?? "desc";
  const { rows, total } = await listSubmissions(c.var.db, c.var.tenantId, form.id, direction, page.size, pageOffset(page));
  return sendList(c, submissionSerializer, rows.map(toSubmissionResource), { ...query, page: page }, { total, resourceUrl: submissionUrl(c) });
}

/** The path's submission, for its form's keepers (404 for everyone else who may build forms). */
async function managedSubmission(c: Context<AppEnv>) {
  const actor = await requireFormBuilder(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findSubmission(c.var.db, c.var.tenantId, id);
  const form = row && (await findForm(c.var.db, c.var.tenantId, row.formId));
  if (row === undefined || form === undefined || !canManageForms(actor, form.volunteerCenterId)) throw notFound(`There is no form submission ${param}.`);
  return row;
}

export const formSubmissionRoutes = new Hono<AppEnv>()
  .get("/:id", async (c) => {
    const query = parseQuery(searchParams(c), submissionShowQuery);
    const row = await managedSubmission(c);
    const document = await serializeDocument(submissionSerializer, toSubmissionResource(row), {
      ...query,
      selfUrl: c.req.url,
      resourceUrl: submissionUrl(c),
    });
    return sendDocument(c, document);
  })
  .delete("/:id", async (c) => {
    const row = await managedSubmission(c);
    await deleteSubmission(c.var.db, c.var.tenantId, row.id);
    // Its files leave R2 with it (docs/forms.md "File fields").
    await releaseAnswerFiles(c.var.db, c.env.FILES, c.var.tenantId, fileUrlsOf(row.answers));
    return c.body(null, 204);
  })
  .get("/:id/files/:name", async (c) => serveAnswerFile(c, (await managedSubmission(c)).answers))
  .all("/:id", methodNotAllowed(["GET", "DELETE"]))
  .all("/:id/files/:name", methodNotAllowed(["GET"]));
