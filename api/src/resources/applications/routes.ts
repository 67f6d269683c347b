import { Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { pageLinks } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { loadActor } from "../organizations/access";
import { listApplications } from "./queries";
import { indexQuery, showQuery } from "./schema";
import { applicationSerializer, toApplicationResource } from "./serializer";
import { createApplication } from "./create";
import { applicationUrl, searchParams, sendApplication } from "./respond";
import { target, updateApplication } from "./update";
import { createWithdrawal, showWithdrawal } from "./withdraw";

export { APPLICATIONS_PATH } from "./respond";

export const applicationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireUser(c);
    const query = parseQuery(searchParams(c), indexQuery);
    const actor = await loadActor(c);
    const { rows, total } = await listApplications(
      c.var.db,
      c.var.tenantId,
      actor,
      query,
    );
    const document = await serializeDocument(
      applicationSerializer,
      rows.map(toApplicationResource),
      {
        ...query,
        selfUrl: c.req.url,
        resourceUrl: applicationUrl(c),
        meta: { total },
        pageLinks: pageLinks(c.req.url, query.page, total),
      },
    );
    return sendDocument(c, document);
  })
  // Before "/:id": a guest's mailed withdraw link (docs/applications.md), anonymous allowed.
  .get("/withdrawals/:token", showWithdrawal)
  .post("/withdrawals", createWithdrawal)
  .all("/withdrawals", methodNotAllowed(["POST"]))
  .get("/:id", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const { row } = await target(c);
    return sendApplication(c, row, query);
  })
  .post("/", createApplication)
  .put("/:id", updateApplication)
  .patch("/:id", updateApplication)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]));
