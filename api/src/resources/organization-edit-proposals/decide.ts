import { type FieldDecision, type ProposalField, proposalStatus } from "@contract/organization-edit-proposals";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import { configOf } from "../../config";
import { organizationEditProposals as proposals } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { fieldError } from "../../jsonapi/validation";
import { mailIds } from "../../mail/mail-ids";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { notifyAll } from "../../notifications/notify";
import { markChecked } from "../organization-checks/checked";
import { applyAccepted } from "./fields";
import { decidedLines } from "./mail";
import type { ProposalRow } from "./queries";
import { changesOf, proposalPage as pagePath } from "./serializer";

/**
 * One decision per proposed field, all at once. The accepted values are written as the edit form
 * would, in the decision's batch; the proposer is told. When the organization's own admin
 * decides, the entry counts as checked (docs/organization-checks.md).
 */
export async function decideProposal(c: Context<AppEnv>, actor: Actor, row: ProposalRow, decisions: Partial<Record<ProposalField, FieldDecision>>) {
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
  if (row.email) queueDelivery(c, mailIds(rest, rest.length - 1));
}
