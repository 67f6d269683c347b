import type { Answers, FileAnswer, FormDefinition } from "@contract/forms";
import type { Context } from "hono";
import { enforceRateLimit } from "../../auth/rate-limit";
import { visitorAddress } from "../../auth/visitor-address";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { type ErrorInit, JsonApiError, badRequest, notFound } from "../../jsonapi/errors";
import { serializeDocument } from "../../jsonapi/serialize";
import type { TenantId } from "../../tenancy";
import { FILE_KINDS, sniffType } from "../../files/kinds";
import { checkImageSize, readCappedBody } from "../../files/read-body";
import { toUploadResource, uploadSerializer } from "../uploads/serializer";
import { findFileByKey, keyOfUrl, releaseFile, storeFile } from "../../files/storage";
import type { FormRow } from "./queries";

// A form's file fields (docs/forms.md "File fields"): a visitor uploads the file first (private,
// kind `form`), the answer names it, and only the form's owner reads it back.

const fileFields = (definition: FormDefinition) => definition.fields.filter((f) => f.type === "file");

/**
 * POST /public_forms/:token/files?field=<key>: the body is the file (PDF, PNG or JPEG by content,
 * at most 2 MiB). 201 with its upload, whose url the answer then carries; limited like submissions.
 */
export async function uploadFormFile(c: Context<AppEnv>, form: FormRow) {
  const params = new URL(c.req.url).searchParams;
  const unknown = [...params.keys()].find((k) => k !== "field");
  if (unknown !== undefined) throw badRequest("Unknown parameter", `${unknown} is not a parameter of this endpoint.`, { parameter: unknown });
  const key = params.get("field") ?? "";
  if (!fileFields(form.definition).some((f) => f.key === key))
    throw new JsonApiError({
      status: 422,
      title: "Invalid field",
      detail: "field must be a file field of this form.",
      code: "unknown_field",
      source: { parameter: "field" },
    });
  if (form.status === "closed") throw new JsonApiError({ status: 410, title: "Gone", detail: "This form is closed.", code: "form_closed" });
  await enforceRateLimit(c, "form_file", `${form.token}:${visitorAddress(c)}`);
  const rule = FILE_KINDS.form;
  const bytes = await readCappedBody(c.req.raw, rule.maxBytes);
  const type = sniffType(bytes);
  if (bytes.byteLength === 0 || type === null || !(rule.types as readonly string[]).includes(type))
    throw new JsonApiError({
      status: 422,
      title: "File refused",
      detail: "A form's file must be PDF, PNG or JPEG; the content is not.",
      code: bytes.byteLength ? "file_type" : "file_empty",
      source: { parameter: "field" },
    });
  checkImageSize(bytes, type, rule.image, "form's image", { parameter: "field" });
  const file = await storeFile(c.var.db, c.env.FILES, { tenantId: c.var.tenantId, kind: "form", type, bytes, userId: c.var.currentUser?.id ?? null });
  const resource = toUploadResource(file);
  // The upload's canonical address (only staff may discard one there).
  const location = new URL(`/api/v1/uploads/${resource.id}`, c.req.url).href;
  const document = await serializeDocument(uploadSerializer, resource, { include: [], fields: {}, selfUrl: c.req.url, resourceUrl: () => location });
  return sendDocument(c, document, 201, { Location: location });
}

const isFile = (value: unknown): value is FileAnswer => typeof value === "object" && value !== null && !Array.isArray(value) && "url" in value;

/**
 * The file answers checked against what was really uploaded: a url must be a form file of the
 * tenant, and its type and size are taken from the stored file, never from the visitor. 422 per
 * answer otherwise.
 */
export async function checkFileAnswers(db: Database, tenantId: TenantId, values: Answers): Promise<Answers> {
  const problems: ErrorInit[] = [];
  const checked: Answers = { ...values };
  for (const [key, value] of Object.entries(values)) {
    if (!isFile(value)) continue;
    const fileKey = keyOfUrl(tenantId, value.url);
    const file = fileKey === null ? undefined : await findFileByKey(db, tenantId, fileKey);
    if (file === undefined || file.kind !== "form")
      problems.push({
        status: 422,
        title: "Invalid answer",
        detail: `${key}: not a file uploaded to this form.`,
        code: "invalid",
        source: { pointer: `/data/attributes/answers/${key}` },
      });
    else checked[key] = { name: value.name, url: value.url, content_type: file.contentType, size: file.byteSize };
  }
  if (problems.length > 0) throw new JsonApiError(problems as [ErrorInit, ...ErrorInit[]]);
  return checked;
}

/** The file urls among stored answers (JSON text). */
export function fileUrlsOf(answers: string): string[] {
  try {
    return Object.values(JSON.parse(answers) as Record<string, unknown>)
      .filter(isFile)
      .map((f) => f.url);
  } catch {
    return [];
  }
}

/** After submissions are gone: their files too (row and R2 object), unless another still names them. */
export async function releaseAnswerFiles(db: Database, bucket: R2Bucket, tenantId: TenantId, urls: string[]) {
  for (const url of urls) await releaseFile(db, bucket, tenantId, url);
}

/**
 * GET /form_submissions/:id/files/:name: one of the submission's files, for the form's owner
 * (access checked by the caller), as a download under the name it was sent with.
 */
export async function serveAnswerFile(c: Context<AppEnv>, answers: string) {
  const name = c.req.param("name") ?? "";
  const url = `/files/${c.var.tenantId}/form/${name}`;
  const answer = Object.values(JSON.parse(answers) as Record<string, unknown>).find((v): v is FileAnswer => isFile(v) && v.url === url);
  const object = answer ? await c.env.FILES.get(`${c.var.tenantId}/form/${name}`) : null;
  if (!answer || object === null) throw notFound("There is no such file.");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Content-Length", String(object.size));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Cache-Control", "private, no-store");
  const safe = answer.name.replace(/[^\w .()-]/g, "_").slice(0, 120) || "bestand";
  headers.set("Content-Disposition", `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(answer.name.slice(0, 200))}`);
  return new Response(object.body, { headers });
}
