import { LIBRARY_FILES, LIBRARY_QUOTA_BYTES } from "@contract/uploads";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { documentOf, serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { fieldError } from "../../jsonapi/validation";
import { isReferenced } from "../../files/references";
import { findFileByKey, keyOfUrl, releaseFile } from "../../files/storage";
import { libraryCenter, managedLibraryFile } from "./access";
import { deleteLibraryFile, findLibraryFile, findLibraryFileByUrl, insertLibraryFile, listLibraryFiles, usedBytes } from "./queries";
import { createAttributes, spec } from "./schema";
import { libraryFileSerializer, toLibraryFileResource } from "./serializer";

export const LIBRARY_FILES_PATH = "/api/v1/library_files";

const resourceUrl = resourceUrlOf(LIBRARY_FILES_PATH);
const fileDocument = documentOf(libraryFileSerializer, toLibraryFileResource, resourceUrl);
const fileList = listQuery(spec);
const center = guard(libraryCenter);
const managed = guard(managedLibraryFile);

export const libraryFileRoutes = new Hono<AppEnv>()
  // The centre's files, newest first, with the quota and what is used of it.
  .get("/", fileList, center, async (c) => {
    const rows = await listLibraryFiles(c.var.db, c.var.tenantId, center.of(c).centerId);
    const used = rows.reduce((sum, row) => sum + row.byteSize, 0);
    const document = await serializeDocument(libraryFileSerializer, rows.map(toLibraryFileResource), {
      ...c.req.valid("query"),
      selfUrl: c.req.url,
      resourceUrl: resourceUrl(c.req.url),
      meta: { total: rows.length, quota_bytes: LIBRARY_QUOTA_BYTES, used_bytes: used },
    });
    return sendDocument(c, document);
  })
  // `{ url, name }`: puts an upload of kind `content` (POST /uploads?kind=content) into the centre's
  // library. 422 `quota_exceeded` when it would pass the centre's quota.
  .post("/", showQuery(spec), center, writeDocument([LIBRARY_FILES], createAttributes, { create: true }), async (c) => {
    const { actor, centerId } = center.of(c);
    const attrs = c.req.valid("json");
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
    const document = await fileDocument((await findLibraryFile(c.var.db, c.var.tenantId, id))!, { include: [], fields: {} }, c.req.url);
    return sendDocument(c, document, 201, { Location: resourceUrl(c.req.url)({ id: String(id) }) });
  })
  // Out of the library, and out of R2 when nothing else uses it. A file a page, news item or
  // setting still shows is a 409 `file_in_use`: deleting it would break them.
  .delete("/:id", managed, async (c) => {
    const row = managed.of(c);
    if (await isReferenced(c.var.db, c.var.tenantId, row.url, { except: "library_files" }))
      throw new JsonApiError({ status: 409, title: "File in use", detail: "A page, news item or setting still shows this file.", code: "file_in_use" });
    await deleteLibraryFile(c.var.db, c.var.tenantId, row.id);
    await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, row.url);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["DELETE"]));
