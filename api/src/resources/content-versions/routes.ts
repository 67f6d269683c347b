import { CONTENT_VERSION_TYPE } from "@contract/content-versions";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { showQuery } from "../../jsonapi/request-input";
import { readContentVersion } from "./queries";

/**
 * The tenant's content version (docs/decisions/0009-edge-cache.md): the web worker asks for it
 * before it looks up an anonymous public page in its cache, and puts it in the key.
 */
export const CONTENT_VERSION_PATH = "/api/v1/content_version";

export const contentVersionRoutes = new Hono<AppEnv>()
  // No query parameter is known: anything given is a 400.
  .get("/", showQuery({}), async (c) => {
    const attributes = await readContentVersion(c.var.db, c.var.tenantId);
    return sendDocument(c, { data: { type: CONTENT_VERSION_TYPE, id: c.var.tenantId, attributes } }, 200, { "Cache-Control": "no-store" });
  })
  .all("/", methodNotAllowed(["GET"]));
