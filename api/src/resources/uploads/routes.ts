import { type Context, Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, badRequest, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { serializeDocument } from "../../jsonapi/serialize";
import { requireUploader } from "./access";
import { PRIVATE_FILE_KINDS } from "@contract/uploads";
import { FILE_KINDS, type FileKindName, isFileKind } from "../../files/kinds";
import { readFileOfKind } from "../../files/read-body";
import { toUploadResource, uploadSerializer } from "./serializer";
import { fileUrl, findFile, releaseFile, storeFile } from "../../files/storage";

export const UPLOADS_PATH = "/api/v1/uploads";
export const FILES_PATH = "/api/v1/files";

const uploadUrl = (c: Context) => (resource: { id: string }) => new URL(`${UPLOADS_PATH}/${resource.id}`, c.req.url).href;

function readKind(c: Context) {
  const params = new URL(c.req.url).searchParams;
  const unknown = [...params.keys()].find((key) => key !== "kind");
  if (unknown !== undefined) throw badRequest("Unknown parameter", `${unknown} is not a parameter of this endpoint.`, { parameter: unknown });
  const kind = params.get("kind") ?? "";
  if (!isFileKind(kind)) throw badRequest("Invalid kind", `kind must be one of ${Object.keys(FILE_KINDS).join(", ")}.`, { parameter: "kind" });
  return kind;
}

/**
 * POST /uploads?kind=logo: the request body is the file's bytes. Its type is read from the bytes
 * (never the name or Content-Type); 201 with the stored file, whose `url` a record then stores.
 */
async function createUpload(c: Context<AppEnv>) {
  requireUser(c);
  const kind = readKind(c);
  // A form's files come only through their form (POST /public_forms/:token/files).
  if ((PRIVATE_FILE_KINDS as readonly string[]).includes(kind))
    throw badRequest("Invalid kind", "Private files are uploaded through their record (a form, a profile).", { parameter: "kind" });
  const actor = await requireUploader(c, kind);
  const { bytes, type } = await readFileOfKind(c.req.raw, kind);
  const file = await storeFile(c.var.db, c.env.FILES, {
    tenantId: c.var.tenantId,
    kind,
    type,
    bytes,
    userId: actor.user!.id,
  });
  const resource = toUploadResource(file);
  const document = await serializeDocument(uploadSerializer, resource, {
    include: [],
    fields: {},
    selfUrl: c.req.url,
    resourceUrl: uploadUrl(c),
  });
  return sendDocument(c, document, 201, {
    Location: uploadUrl(c)(resource),
  });
}

/**
 * DELETE /uploads/:id: discards an upload no record uses (204); one in use is a 409. The upload
 * is looked up before the role is checked, so another tenant's id is a 404 for everyone.
 */
async function deleteUpload(c: Context<AppEnv>) {
  requireUser(c);
  const id = parseIntegerId(c.req.param("id") ?? "");
  const file = id === undefined ? undefined : await findFile(c.var.db, c.var.tenantId, id);
  if (file === undefined) throw notFound(`There is no upload ${c.req.param("id")}.`);
  const actor = await requireUploader(c, file.kind as FileKindName);
  // An organization admin discards only their own uploads.
  if (!actor.superAdmin && actor.staffCenterIds.length === 0 && file.uploadedBy !== actor.user!.id) throw notFound(`There is no upload ${c.req.param("id")}.`);
  const url = fileUrl(file.key);
  if (!(await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, url)))
    throw new JsonApiError({
      status: 409,
      title: "File in use",
      detail: "A record still refers to this file.",
      code: "file_in_use",
    });
  return c.body(null, 204);
}

export const uploadRoutes = new Hono<AppEnv>()
  .post("/", createUpload)
  .delete("/:id", deleteUpload)
  .all("/", methodNotAllowed(["POST"]))
  .all("/:id", methodNotAllowed(["DELETE"]));

/**
 * GET /files/:kind/:name: the bytes of one of the request tenant's files (public: logos and
 * favicons are on every page). Another tenant's file is not under this tenant's prefix, so it
 * is a 404 like a missing one. The web worker adds the long cache headers.
 */
async function serveFile(c: Context<AppEnv>) {
  const kind = c.req.param("kind");
  // A form's files are private: their form's owner reads them through the submission.
  if ((PRIVATE_FILE_KINDS as readonly string[]).includes(kind ?? "")) throw notFound("There is no such file.");
  // Stock images are the platform's, on every tenant's site (docs/files.md).
  const key = kind === "stock" ? `stock/image/${c.req.param("name")}` : `${c.var.tenantId}/${kind}/${c.req.param("name")}`;
  const object = await c.env.FILES.get(key);
  if (object === null) throw notFound("There is no such file.");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Content-Length", String(object.size));
  headers.set("ETag", object.httpEtag);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}

export const fileRoutes = new Hono<AppEnv>().get("/:kind/:name", serveFile).all("/:kind/:name", methodNotAllowed(["GET"]));
