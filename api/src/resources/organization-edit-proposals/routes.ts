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
import { decidableProposal, decides, visibleProposal } from "./access";
import { decideProposal } from "./decide";
import { proposeEdit } from "./propose";
import { findProposal, listProposals } from "./queries";
import { PROPOSAL_TYPES, createAttributes, decideAttributes, indexQuery, showQuery as showSpec } from "./schema";
import { ORGANIZATION_EDIT_PROPOSALS_PATH, proposalDocument, proposalSerializer, proposalUrl, toProposalResource } from "./serializer";

export { ORGANIZATION_EDIT_PROPOSALS_PATH };

const proposalList = listQuery(indexQuery);
const proposalQuery = showQuery(showSpec);
const visible = guard(visibleProposal);
const decidable = guard(decidableProposal);

export const organizationEditProposalRoutes = new Hono<AppEnv>()
  .get("/", signedIn, proposalList, async (c) => {
    const query = c.req.valid("query");
    const actor = await loadActor(c);
    const { rows, total } = await listProposals(c.var.db, c.var.tenantId, actor, query);
    const resources = rows.map((row) => toProposalResource(row, decides(actor, row)));
    return sendList(c, proposalSerializer, resources, query, { total, resourceUrl: proposalUrl(c.req.url) });
  })
  // A member of the organization proposes new values (propose.ts).
  .post("/", signedIn, proposalQuery, writeDocument(PROPOSAL_TYPES, createAttributes, { create: true }), async (c) => {
    const user = requireUser(c);
    const actor = await loadActor(c);
    const id = await proposeEdit(c, actor, user, c.req.valid("json"));
    const row = (await findProposal(c.var.db, c.var.tenantId, id))!;
    const document = await proposalDocument(row, decides(actor, row), c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: proposalUrl(c.req.url)({ id: String(id) }) });
  })
  .get("/:id", signedIn, proposalQuery, visible, async (c) => {
    const { actor, row } = visible.of(c);
    return sendDocument(c, await proposalDocument(row, decides(actor, row), c.req.valid("query"), c.req.url));
  })
  // One decision per proposed field, all at once (decide.ts).
  .on(
    ["PUT", "PATCH"],
    "/:id",
    signedIn,
    proposalQuery,
    decidable,
    writeDocument(PROPOSAL_TYPES, decideAttributes, { otherId: () => fieldError("id", "The id must be the path's.", "invalid") }),
    async (c) => {
      const { actor, row } = decidable.of(c);
      await decideProposal(c, actor, row, c.req.valid("json").decisions);
      const decided = (await findProposal(c.var.db, c.var.tenantId, row.proposal.id))!;
      return sendDocument(c, await proposalDocument(decided, decides(actor, decided), c.req.valid("query"), c.req.url));
    },
  )
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]));
