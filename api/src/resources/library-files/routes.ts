import { listQuery } from "../../jsonapi/list-query";
import { LIBRARY_FILE_ATTRIBUTES, LIBRARY_FILES, LIBRARY_NAME_MAX, LIBRARY_QUOTA_BYTES } from "@contract/uploads";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { type QuerySpec, parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { contentCenterId, requireContentCenter, requireContentManager } from "../pages/access";
import { isReferenced } from "../uploads/references";
import { findFileByKey, keyOfUrl, releaseFile } from "../uploads/storage";
import { deleteLibraryFile, findLibraryFile, findLibraryFileByUrl, insertLibraryFile, listLibraryFiles, usedBytes } from "./queries";
import { libraryFileSerializer, toLibraryFileResource } from "./serializer";

export const LIBRARY_FILES_PATH = "/api/v1/library_files";

const spec = { fields: { [LIBRARY_FILES]: LIBRARY_FILE_ATTRIBUTES } } as const satisfies QuerySpec;
const createAttributes = z.object({ url: z.string().max(300), name: z.string().trim().min(1).max(LIBRARY_NAME_MAX) }).strict();

const resourceUrl = (c: Context) => (r: { id: string }) => new URL(`${LIBRARY_FILES_PATH}/${r.id}`, c.req.url).href;
const params = (c: Context) => new URL(c.req.url).searchParams;

/** The request's centre, for its staff and the super admins only (401/403 otherwise). */
async function libraryCenter(c: Context<AppEnv>) {
  const actor = await requireContentManager(c);
  const centerId = await contentCenterId(c, undefined, true);
  requireContentCenter(actor, centerId);
  return { actor, centerId };
}

/** GET /library_files: the centre's files, newest first, with the quota and what is used of it. */
const fileList = listQuery(spec);
async function listRoute(c: Context<AppEnv>) {
  const query = fileList.of(c);
  const { centerId } = await libraryCenter(c);
  const rows = await listLibraryFiles(c.var.db, c.var.tenantId, centerId);
  const used = rows.reduce((sum, row) => sum + row.byteSize, 0);
  const document = await serializeDocument(libraryFileSerializer, rows.map(toLibraryFileResource), {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: resourceUrl(c),
    meta: { total: rows.length, quota_bytes: LIBRARY_QUOTA_BYTES, used_bytes: used },
  });
  return sendDocument(c, document);
}

/**
 * POST /library_files { url, name }: puts an upload of kind `content` (POST /uploads?kind=content)
 * into the centre's library. 422 `quota_exceeded` when it would pass the centre's quota.
 */
async function createRoute(c: Context<AppEnv>) {
  parseQuery(params(c), spec);
  const { actor, centerId } = await libraryCenter(c);
  const input = await readResourceDocument(c, [LIBRARY_FILES], { create: true });
  const attrs = parseValues(createAttributes, input.attributes);
  const key = keyOfUrl(c.var.tenantId, attrs.url);
  const file = key === null ? undefined : await findFileByKey(c.var.db, c.var.tenantId, key);
  if (file === undefined || file.kind !== "content") throw fieldError("url", "url must be a file uploaded with kind=content.", "invalid");
  if (await findLibraryFileByUrl(c.var.db, c.var.tenantId, centerId, attrs.url)) throw fieldError("url", "This file is in the library already.", "taken");
  if ((await usedBytes(c.var.db, c.var.tenantId, centerId)) + file.byteSize > LIBRARY_QUOTA_BYTES)
    throw fieldError("url", `The library may hold at most ${LIBRARY_QUOTA_BYTES} bytes.`, "quota_exceeded");
  const id = await insertLibraryFile(c.var.db, {
    tenantId: c.var.tenantId,
    volunteerCenterId: centerId,
    url: attrs.url,
    name: attrs.name,
    contentType: file.contentType,
    byteSize: file.byteSize,
    uploadedBy: actor.user!.id,
  });
  const resource = toLibraryFileResource((await findLibraryFile(c.var.db, c.var.tenantId, id))!);
  const document = await serializeDocument(libraryFileSerializer, resource, { include: [], fields: {}, selfUrl: c.req.url, resourceUrl: resourceUrl(c) });
  return sendDocument(c, document, 201, { Location: resourceUrl(c)(resource) });
}

/**
 * DELETE /library_files/:id: out of the library, and out of R2 when nothing else uses it. A file a
 * page, news item or setting still shows is a 409 `file_in_use`: deleting it would break them.
 */
async function deleteRoute(c: Context<AppEnv>) {
  requireUser(c);
  const id = parseIntegerId(c.req.param("id") ?? "");
  const row = id === undefined ? undefined : await findLibraryFile(c.var.db, c.var.tenantId, id);
  if (row === undefined) throw notFound(`There is no library file ${c.req.param("id")}.`);
  requireContentCenter(await requireContentManager(c), row.volunteerCenterId);
  if (await isReferenced(c.var.db, c.var.tenantId, row.url, { except: "library_files" }))
    throw new JsonApiError({ status: 409, title: "File in use", detail: "A page, news item or setting still shows this file.", code: "file_in_use" });
  await deleteLibraryFile(c.var.db, c.var.tenantId, row.id);
  await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, row.url);
  return c.body(null, 204);
}

export const libraryFileRoutes = new Hono<AppEnv>()
  .get("/", fileList, listRoute)
  .post("/", createRoute)
  .delete("/:id", deleteRoute)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["DELETE"]));
