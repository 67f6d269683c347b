import { PRIVATE_FILE_KINDS } from "@contract/uploads";
import { Hono } from "hono";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { readFileOfKind } from "../../files/read-body";
import { fileUrl, releaseFile, storeFile } from "../../files/storage";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { guard } from "../../jsonapi/request-input";
import { serializeDocument } from "../../jsonapi/serialize";
import { discardableUpload, requireUploader } from "./access";
import { uploadKind } from "./schema";
import { toUploadResource, uploadSerializer, uploadUrl } from "./serializer";
import { fileResponse } from "../../files/file-response";

export { FILES_PATH, UPLOADS_PATH } from "./serializer";

/** Mounted at the api's root: uploads, and the files' bytes (docs/files.md). */
export const UPLOADS_BASE = "/api/v1";

const discardable = guard(discardableUpload); // 401, 404, 403, then 404 for another admin's upload

export const uploadRoutes = new Hono<AppEnv>()
  // POST /uploads?kind=logo: the request body is the file's bytes. Its type is read from the
  // bytes (never the name or Content-Type); 201 with the stored file, whose `url` a record then
  // stores. The bytes are read after the role's 403, so a refused caller's body is never read.
  .post("/uploads", signedIn, uploadKind, async (c) => {
    const { kind } = c.req.valid("query");
    const actor = await requireUploader(c, kind);
    const { bytes, type } = await readFileOfKind(c.req.raw, kind);
    const file = await storeFile(c.var.db, c.env.FILES, { tenantId: c.var.tenantId, kind, type, bytes, userId: actor.user!.id });
    const resource = toUploadResource(file);
    const document = await serializeDocument(uploadSerializer, resource, { include: [], fields: {}, selfUrl: c.req.url, resourceUrl: uploadUrl(c.req.url) });
    return sendDocument(c, document, 201, { Location: uploadUrl(c.req.url)(resource) });
  })
  // DELETE /uploads/:id: discards an upload no record uses (204); one in use is a 409.
  .delete("/uploads/:id", discardable, async (c) => {
    if (!(await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, fileUrl(discardable.of(c).key))))
      throw new JsonApiError({ status: 409, title: "File in use", detail: "A record still refers to this file.", code: "file_in_use" });
    return c.body(null, 204);
  })
  .all("/uploads", methodNotAllowed(["POST"]))
  .all("/uploads/:id", methodNotAllowed(["DELETE"]))
  // GET /files/:kind/:name: the bytes of one of the request tenant's files (public: logos and
  // favicons are on every page). Another tenant's file is not under this tenant's prefix, so it
  // is a 404 like a missing one. The web worker adds the long cache headers.
  .get("/files/:kind/:name", async (c) => {
    const { kind, name } = c.req.param();
    // A form's files are private: their form's owner reads them through the submission.
    if ((PRIVATE_FILE_KINDS as readonly string[]).includes(kind)) throw notFound("There is no such file.");
    // Stock images are the platform's, on every tenant's site (docs/files.md).
    const key = kind === "stock" ? `stock/image/${name}` : `${c.var.tenantId}/${kind}/${name}`;
    const object = await c.env.FILES.get(key);
    if (object === null) throw notFound("There is no such file.");
    return fileResponse(object, { ETag: object.httpEtag });
  })
  .all("/files/:kind/:name", methodNotAllowed(["GET"]));
