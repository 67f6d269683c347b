import { type ProposalField, mayProposeEdit } from "@contract/organization-edit-proposals";
import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import { canSee } from "../../auth/organization-access";
import { configOf } from "../../config";
import type { User } from "../../db/accounts-schema";
import { organizationEditProposals as proposals } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { mailIds } from "../../mail/mail-ids";
import { mailEach, queueDelivery } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { notifyAll } from "../../notifications/notify";
import { listCenterStaff } from "../organization-sign-ups/queries";
import { findOrganization } from "../organizations/read-queries";
import { listOrganizationAdmins } from "../organizations/write-queries";
import { currentValue, normalize } from "./fields";
import { proposedLines } from "./mail";
import type { CreateAttributes } from "./schema";
import { proposalPage as pagePath } from "./serializer";
import { userName } from "../../mail/person";

/**
 * A member of the organization (who may not edit it) proposes new values. Values equal to the
 * current ones are dropped; nothing left is a 422 `unchanged`. One waiting proposal per member
 * and organization (422 `taken`). The organization's admins are told (its centre's staff when it
 * has none); the organization itself does not change. The new proposal's id.
 */
export async function proposeEdit(c: Context<AppEnv>, actor: Actor, user: User, attrs: CreateAttributes): Promise<number> {
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
        params: { user: userName(user), organization: org.name },
      }),
      ...mailEach(db, tenantId, "organization_edit_proposed", mailed, sender, (s) => ({
        organization: org.name,
        applicant: userName(user),
        message: attrs.note ?? undefined,
        answers: proposedLines(s.locale, changes),
        link,
      })),
    ] as unknown as Parameters<typeof db.batch>[0]);
    queueDelivery(c, mailIds([...results], results.length - mailed.length));
  }
  return id;
}
