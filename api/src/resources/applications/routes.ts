import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono } from "hono";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { loadActor } from "../../auth/actor";
import { listApplications } from "./queries";
import { indexQuery, showQuery } from "./schema";
import { applicationSerializer, toApplicationResource } from "./serializer";
import { createApplication } from "./create";
import { applicationUrl, searchParams, sendApplication } from "./respond";
import { target, updateApplication } from "./update";
import { createWithdrawal, showWithdrawal } from "./withdraw";

const applicationList = listQuery(indexQuery);

export { APPLICATIONS_PATH } from "./respond";

export const applicationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, applicationList, async (c) => {
    const query = applicationList.of(c);
    const actor = await loadActor(c);
    const { rows, total } = await listApplications(c.var.db, c.var.tenantId, actor, query);
    return sendList(c, applicationSerializer, rows.map(toApplicationResource), query, { total, resourceUrl: applicationUrl(c) });
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
