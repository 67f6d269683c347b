import { Hono } from "hono";
import { loadActor } from "../../auth/actor";
import { signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { seenApplication, withdrawTokenTarget } from "./access";
import { createApplication } from "./create";
import { findApplication, listApplications } from "./queries";
import {
  APPLICATION_TYPES_IN,
  WITHDRAWAL_TYPES_IN,
  createAttributes,
  indexQuery,
  showQuery as showSpec,
  updateAttributes,
  withdrawalAttributes,
} from "./schema";
import { applicationDocument, applicationSerializer, applicationUrl, toApplicationResource, vacancyTextWanted } from "./serializer";
import { updateApplication } from "./update";
import { withdrawByToken } from "./withdraw";

export { APPLICATIONS_PATH } from "./serializer";

const applicationList = listQuery(indexQuery);
const applicationQuery = showQuery(showSpec);
const seen = guard(seenApplication);
const byToken = guard((c) => withdrawTokenTarget(c, c.req.param("token") ?? ""));

export const applicationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, applicationList, async (c) => {
    const query = c.req.valid("query");
    const actor = await loadActor(c);
    const { rows, total } = await listApplications(c.var.db, c.var.tenantId, actor, query);
    return sendList(
      c,
      applicationSerializer,
      rows.map((row) => toApplicationResource(row, vacancyTextWanted(query))),
      query,
      { total, resourceUrl: applicationUrl(c.req.url) },
    );
  })
  // Before "/:id": a guest's mailed withdraw link (docs/applications.md), anonymous allowed. GET
  // shows what the link would withdraw and changes nothing.
  .get("/withdrawals/:token", applicationQuery, byToken, async (c) =>
    sendDocument(c, await applicationDocument(byToken.of(c), c.req.valid("query"), c.req.url)),
  )
  // `{token}`: withdraws the guest's application, once.
  .post("/withdrawals", applicationQuery, writeDocument(WITHDRAWAL_TYPES_IN, withdrawalAttributes), async (c) => {
    const row = await withdrawTokenTarget(c, c.req.valid("json").token);
    await withdrawByToken(c, row);
    const after = (await findApplication(c.var.db, c.var.tenantId, row.application.id))!;
    return sendDocument(c, await applicationDocument(after, c.req.valid("query"), c.req.url));
  })
  .all("/withdrawals", methodNotAllowed(["POST"]))
  .get("/:id", applicationQuery, seen, async (c) => sendDocument(c, await applicationDocument(seen.of(c).row, c.req.valid("query"), c.req.url)))
  // Anyone, signed in or as a guest, to a publicly visible vacancy.
  .post("/", applicationQuery, writeDocument(APPLICATION_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const id = await createApplication(c, c.req.valid("json"));
    const document = await applicationDocument((await findApplication(c.var.db, c.var.tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: applicationUrl(c.req.url)({ id: String(id) }) });
  })
  // Handlers move it along (with an optional message mailed to the applicant); the applicant may only withdraw it.
  .on(["PUT", "PATCH"], "/:id", applicationQuery, seen, writeDocument(APPLICATION_TYPES_IN, updateAttributes), async (c) => {
    const { actor, row } = seen.of(c);
    await updateApplication(c, actor, row, c.req.valid("json"));
    const after = (await findApplication(c.var.db, c.var.tenantId, row.application.id))!;
    return sendDocument(c, await applicationDocument(after, c.req.valid("query"), c.req.url));
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]));
