import { OWN_DATA_TYPE } from "@contract/own-data";
import { Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { guard, showQuery } from "../../jsonapi/request-input";
import { ownDataOf } from "./export";

export const OWN_DATA_PATH = "/api/v1/current_user/export";

const signedInUser = guard(requireUser);

/** GET /api/v1/current_user/export: the signed-in user's own data as one document (docs/own-data.md). */
export const ownDataRoutes = new Hono<AppEnv>()
  // No query parameters: the export is always the whole of one's own data.
  .get("/", signedInUser, showQuery({}), async (c) => {
    const user = signedInUser.of(c);
    const attributes = await ownDataOf(c.var.d1, c.var.tenantId, user);
    // Personal data: never kept by a cache between the user and us.
    return sendDocument(c, { data: { type: OWN_DATA_TYPE, id: String(user.id), attributes } }, 200, {
      "Cache-Control": "no-store",
    });
  })
  .all("/", methodNotAllowed(["GET"]));
