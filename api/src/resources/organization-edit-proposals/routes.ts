import { listQuery } from "../../jsonapi/list-query";
import {
  type FieldDecision,
  ORGANIZATION_EDIT_PROPOSALS,
  type ProposalField,
  organizationEditProposalList,
  organizationEditProposalShow,
  mayProposeEdit,
  proposalStatus,
} from "@contract/organization-edit-proposals";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import { configOf } from "../../config";
import { organizationEditProposals as proposals } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinks } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { notifyAll } from "../notifications/notify";
import { markChecked } from "../organization-checks/checked";
import { listCenterStaff } from "../organization-sign-ups/queries";
import { canEdit, canSee } from "../organizations/access";
import { type Actor, loadActor } from "../../auth/actor";
import { findOrganization } from "../organizations/read-queries";
import { listOrganizationAdmins } from "../organizations/write-queries";
import { applyAccepted, currentValue, normalize } from "./fields";
import { decidedLines, proposedLines } from "./mail";
import { type ProposalRow, findProposal, listProposals } from "./queries";
import { PROPOSAL_TYPES, createAttributes, decideAttributes } from "./schema";
import { changesOf, proposalSerializer, toProposalResource } from "./serializer";

const proposalList = listQuery(organizationEditProposalList);

export const ORGANIZATION_EDIT_PROPOSALS_PATH = `/api/v1/${ORGANIZATION_EDIT_PROPOSALS}`;

const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const resourceUrl = (c: Context) => (r: { id: string }) => new URL(`${ORGANIZATION_EDIT_PROPOSALS_PATH}/${r.id}`, c.req.url).href;
/** The web page of a proposal, for its links in mails and notifications. */
const pagePath = (id: number) => `/organizations/proposals/${id}`;
const mailIdsOf = (results: unknown[]) => results.map((m) => (m as { id: number }[])[0].id);

/** Its organization's admins, its centre's staff and super admins decide; they see hidden fields. */
const decides = (actor: Actor, row: Pick<ProposalRow, "organization">) => canEdit(actor, row.organization);

async function sendOne(c: Context<AppEnv>, actor: Actor, id: number, status: 200 | 201 = 200) {
  const row = (await findProposal(c.var.db, c.var.tenantId, id))!;
  const query = parseQuery(searchParams(c), organizationEditProposalShow);
  const self = resourceUrl(c)({ id: String(id) });
  const document = await serializeDocument(proposalSerializer, toProposalResource(row, decides(actor, row)), {
    ...query,
    selfUrl: self,
    resourceUrl: resourceUrl(c),
  });
  return sendDocument(c, document, status, status === 201 ? { Location: self } : {});
}

/** The proposal of the path, to its proposer and to those who decide it; else a 404. */
async function pathProposal(c: Context<AppEnv>, actor: Actor) {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findProposal(c.var.db, c.var.tenantId, id);
  if (row === undefined || (row.proposal.userId !== actor.user?.id && !decides(actor, row))) throw notFound(`There is no proposal ${param}.`);
  return row;
}

/**
 * POST: a member of the organization (who may not edit it) proposes new values. Values equal to
 * the current ones are dropped; nothing left is a 422 `unchanged`. One waiting proposal per member
 * and organization (422 `taken`). The organization's admins are told (its centre's staff when it
 * has none); the organization itself does not change.
 */
async function createProposal(c: Context<AppEnv>) {
  const user = requireUser(c);
  parseQuery(searchParams(c), organizationEditProposalShow);
  const actor = await loadActor(c);
  const input = await readResourceDocument(c, PROPOSAL_TYPES, { create: true });
  const attrs = parseValues(createAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const found = await findOrganization(db, tenantId, Number(attrs.organization_id));
  if (!found || !canSee(actor, found.organization))
    throw notFound(`There is no organization ${attrs.organization_id}.`, { pointer: "/data/attributes/organization_id" });
  const org = found.organization;
  if (!mayProposeEdit(actor, org)) throw fieldError("organization_id", "You may edit this organization yourself.", "can_edit");
  const changes: Partial<Record<ProposalField, string>> = {};
  for (const [field, value] of Object.entries(attrs.changes) as [ProposalField, string | undefined][]) {
    if (value === undefined) continue;
    const next = normalize(field, value);
    if (next !== currentValue(found, field, false)) changes[field] = next;
  }
  if (Object.keys(changes).length === 0) throw fieldError("changes", "Every proposed value is the current one.", "unchanged");

  const admins = await listOrganizationAdmins(db, tenantId, org.id);
  const told = admins.length > 0 || org.volunteerCenterId === null ? admins : await listCenterStaff(db, tenantId, org.volunteerCenterId);
  const mailed = told.filter((s) => s.email);
  const sender = await senderFor(db, tenantId, org.volunteerCenterId);
  const userName = [user.firstName, user.lastName].filter(Boolean).join(" ") || (user.email ?? "");
  const inserted = await db
    .insert(proposals)
    .values({ tenantId, organizationId: org.id, userId: user.id, note: attrs.note || null, changes: JSON.stringify(changes) })
    .onConflictDoNothing()
    .returning({ id: proposals.id });
  if (inserted.length === 0) throw fieldError("organization_id", "You already proposed changes to this organization; they are not decided yet.", "taken");
  const id = inserted[0].id;
  const link = publicLink(configOf(c.env), tenantId, org.volunteerCenterId, pagePath(id));
  if (told.length > 0) {
    const results = await db.batch([
      ...notifyAll(db, tenantId, {
        userIds: told.map((s) => s.id),
        kind: "organization_edit_proposed",
        subject: { type: "Organization", id: org.id },
        path: pagePath(id),
        params: { user: userName, organization: org.name },
      }),
      ...mailed.map((s) =>
        outboxInsert(db, tenantId, {
          kind: "organization_edit_proposed",
          locale: s.locale,
          to: s.email!,
          userId: s.id,
          vars: {
            ...sender,
            name: s.firstName,
            organization: org.name,
            applicant: userName,
            message: attrs.note ?? undefined,
            answers: proposedLines(s.locale, changes),
            link,
          },
        }),
      ),
    ] as unknown as Parameters<typeof db.batch>[0]);
    queueDelivery(c, mailIdsOf(results.slice(results.length - mailed.length)));
  }
  return sendOne(c, actor, id, 201);
}

/**
 * PUT/PATCH /:id: one decision per proposed field, all at once. The accepted values are written
 * as the edit form would, in the decision's batch; the proposer is told. When the organization's
 * own admin decides, the entry counts as checked (docs/organization-checks.md).
 */
async function decideProposal(c: Context<AppEnv>) {
  requireUser(c);
  parseQuery(searchParams(c), organizationEditProposalShow);
  const actor = await loadActor(c);
  const row = await pathProposal(c, actor);
  if (!decides(actor, row)) throw forbidden("Only the organization's admins and its centre's staff decide proposed changes.");
  const input = await readResourceDocument(c, PROPOSAL_TYPES);
  if (input.id !== undefined && input.id !== String(row.proposal.id)) throw fieldError("id", "The id must be the path's.", "invalid");
  const { decisions } = parseValues(decideAttributes, input.attributes);
  const changes = changesOf(row);
  for (const field of Object.keys(decisions))
    if (changes[field as ProposalField] === undefined) throw fieldError(`decisions/${field}`, "This field was not proposed.", "invalid");
  for (const field of Object.keys(changes))
    if (decisions[field as ProposalField] === undefined) throw fieldError(`decisions/${field}`, "Decide every proposed field.", "blank");
  if (row.proposal.status !== "pending") throw fieldError("decisions", `This proposal was already decided (${row.proposal.status}).`, "transition");

  const { db, tenantId } = c.var;
  const org = row.organization;
  const now = new Date().toISOString();
  const accepted = Object.fromEntries(Object.entries(changes).filter(([field]) => decisions[field as ProposalField] === "accepted"));
  const status = proposalStatus(Object.values(decisions) as FieldDecision[]);
  const sender = await senderFor(db, tenantId, org.volunteerCenterId);
  const link = publicLink(configOf(c.env), tenantId, org.volunteerCenterId, pagePath(row.proposal.id));
  const [decided, ...rest] = await db.batch([
    db
      .update(proposals)
      .set({ status, decisions: JSON.stringify(decisions), decidedById: actor.user!.id, decidedAt: now, updatedAt: now })
      .where(and(eq(proposals.tenantId, tenantId), eq(proposals.id, row.proposal.id), eq(proposals.status, "pending")))
      .returning({ id: proposals.id }),
    ...(await applyAccepted(c, row, accepted)),
    ...(actor.adminOrgIds.includes(org.id) ? [markChecked(db, tenantId, org.id, now)] : []),
    ...notifyAll(db, tenantId, {
      userIds: [row.proposal.userId],
      kind: "organization_edit_decided",
      subject: { type: "Organization", id: org.id },
      path: pagePath(row.proposal.id),
      params: { organization: org.name },
    }),
    ...(row.email
      ? [
          outboxInsert(db, tenantId, {
            kind: "organization_edit_decided",
            locale: row.locale,
            to: row.email,
            userId: row.proposal.userId,
            vars: { ...sender, name: row.firstName, organization: org.name, answers: decidedLines(row.locale, changes, decisions), link },
          }),
        ]
      : []),
  ] as unknown as Parameters<typeof db.batch>[0]);
  void decided;
  if (row.email) queueDelivery(c, mailIdsOf(rest.slice(-1)));
  return sendOne(c, actor, row.proposal.id);
}

export const organizationEditProposalRoutes = new Hono<AppEnv>()
  .get("/", signedIn, proposalList, async (c) => {
    const query = proposalList.of(c);
    const actor = await loadActor(c);
    const { rows, total } = await listProposals(
      c.var.db,
      c.var.tenantId,
      actor,
      { organizationId: query.filter.organization_id_eq as number | undefined, status: query.filter.status_eq as string | undefined },
      query.page,
    );
    const resources = rows.map((row) => toProposalResource(row, decides(actor, row)));
    const document = await serializeDocument(proposalSerializer, resources, {
      ...query,
      selfUrl: c.req.url,
      resourceUrl: resourceUrl(c),
      meta: { total },
      pageLinks: pageLinks(c.req.url, query.page, total),
    });
    return sendDocument(c, document);
  })
  .post("/", createProposal)
  .get("/:id", async (c) => {
    requireUser(c);
    parseQuery(searchParams(c), organizationEditProposalShow);
    const actor = await loadActor(c);
    const row = await pathProposal(c, actor);
    return sendOne(c, actor, row.proposal.id);
  })
  .put("/:id", decideProposal)
  .patch("/:id", decideProposal)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]));
