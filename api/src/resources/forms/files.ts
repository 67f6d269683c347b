import type { Answers, FileAnswer, FormDefinition } from "@contract/forms";
import type { Context } from "hono";
import { enforceRateLimit } from "../../auth/rate-limit";
import { visitorAddress } from "../../auth/visitor-address";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../env";
import { type ErrorInit, JsonApiError, notFound } from "../../jsonapi/errors";
import type { TenantId } from "../../tenancy";
import { FILE_KINDS, sniffType } from "../../files/kinds";
import { checkImageSize, readCappedBody } from "../../files/read-body";
import { findFileByKey, keyOfUrl, releaseFile, storeFile } from "../../files/storage";
import type { FormRow } from "./queries";
import { formClosed } from "./access";

// A form's file fields (docs/forms.md "File fields"): a visitor uploads the file first (private,
// kind `form`), the answer names it, and only the form's owner reads it back.

const fileFields = (definition: FormDefinition) => definition.fields.filter((f) => f.type === "file");

/**
 * POST /public_forms/:token/files?field=<key>: the body is the file (PDF, PNG or JPEG by content,
 * at most 2 MiB), stored as a private upload whose url the answer then carries; 422 for a field
 * that is no file field of the form, 410 for a closed form; limited like submissions.
 */
export async function storeFormFile(c: Context<AppEnv>, form: FormRow, field: string) {
  if (!fileFields(form.definition).some((f) => f.key === field))
    throw new JsonApiError({
      status: 422,
      title: "Invalid field",
      detail: "field must be a file field of this form.",
      code: "unknown_field",
      source: { parameter: "field" },
    });
  if (form.status === "closed") throw formClosed();
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
  return storeFile(c.var.db, c.env.FILES, { tenantId: c.var.tenantId, kind: "form", type, bytes, userId: c.var.currentUser?.id ?? null });
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
 * GET /form_submissions/:id/files/:name: one of the submission's files (the caller checked who
 * asks), with the name it was sent with; 404 for a name none of its answers carries.
 */
export async function answerFile(bucket: R2Bucket, tenantId: TenantId, answers: string, name: string) {
  const url = `/files/${tenantId}/form/${name}`;
  const answer = Object.values(JSON.parse(answers) as Record<string, unknown>).find((v): v is FileAnswer => isFile(v) && v.url === url);
  const object = answer ? await bucket.get(`${tenantId}/form/${name}`) : null;
  if (!answer || object === null) throw notFound("There is no such file.");
  return { name: answer.name, object };
}
