import { Hono } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { decidableClaim, visibleClaim } from "./access";
import { createClaim } from "./create";
import { decideClaim } from "./decide";
import { findClaim, listClaims } from "./queries";
import { CLAIM_TYPES_IN, createAttributes, decideAttributes, indexQuery, showQuery as showSpec } from "./schema";
import { ORGANIZATION_CLAIMS_PATH, claimDocument, claimSerializer, claimUrl, toClaimResource } from "./serializer";

export { ORGANIZATION_CLAIMS_PATH };

const claimList = listQuery(indexQuery);
const claimQuery = showQuery(showSpec);
const visible = guard(visibleClaim);
const decidable = guard(decidableClaim);

export const organizationClaimRoutes = new Hono<AppEnv>()
  .get("/", signedIn, claimList, async (c) => {
    const query = c.req.valid("query");
    const actor = await loadActor(c);
    const { rows, total } = await listClaims(c.var.db, c.var.tenantId, actor, query);
    return sendList(c, claimSerializer, rows.map(toClaimResource), query, { total, resourceUrl: claimUrl(c.req.url) });
  })
  // "This is my organization" (create.ts).
  .post("/", signedIn, claimQuery, writeDocument(CLAIM_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const user = requireUser(c);
    const id = await createClaim(c, await loadActor(c), user, c.req.valid("json"));
    const document = await claimDocument((await findClaim(c.var.db, c.var.tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: claimUrl(c.req.url)({ id: String(id) }) });
  })
  // The claim's 404 before the query's 400, as it answered before its query had a middleware.
  .get("/:id", signedIn, visible, claimQuery, async (c) => sendDocument(c, await claimDocument(visible.of(c).row, c.req.valid("query"), c.req.url)))
  // Staff of the organization's centre (or a super admin) accept or refuse a waiting claim.
  .on(
    ["PUT", "PATCH"],
    "/:id",
    signedIn,
    claimQuery,
    decidable,
    writeDocument(CLAIM_TYPES_IN, decideAttributes, { otherId: () => fieldError("id", "The id must be the path's.", "invalid") }),
    async (c) => {
      const { actor, row } = decidable.of(c);
      if (row.claim.status !== "pending") throw fieldError("status", `This claim was already ${row.claim.status}.`, "transition");
      await decideClaim(c, row, c.req.valid("json").status, actor.user!.id);
      return sendDocument(c, await claimDocument((await findClaim(c.var.db, c.var.tenantId, row.claim.id))!, c.req.valid("query"), c.req.url));
    },
  )
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]));
