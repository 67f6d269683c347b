import { emailOnWebsiteDomain } from "@contract/organization-claims";
import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import { canSee } from "../../auth/organization-access";
import { configOf } from "../../config";
import type { User } from "../../db/accounts-schema";
import { organizationClaims as claims } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { mailEach, queueDelivery } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { notifyAll } from "../../notifications/notify";
import { listCenterStaff } from "../organization-sign-ups/queries";
import { decideClaim } from "./decide";
import { findClaim, findOrganizationWithWebsite } from "./queries";
import type { CreateAttributes } from "./schema";
import { userName } from "../../mail/person";

/**
 * "This is my organization". Any signed-in user who can see the organization and is not its
 * admin yet; one waiting claim per user and organization (422 `taken`). The centre's staff are
 * told (notification and mail). A user whose confirmed address is on the organization's own
 * website domain is its admin at once: the claim is accepted as staff would accept it (role, mail
 * and notification to the user; docs/organization-claims.md), and staff have nothing to decide.
 * The new claim's id.
 */
export async function createClaim(c: Context<AppEnv>, actor: Actor, user: User, attrs: CreateAttributes): Promise<number> {
  const { db, tenantId } = c.var;
  const found = await findOrganizationWithWebsite(db, tenantId, Number(attrs.organization_id));
  if (!found || !canSee(actor, found.organization))
    throw notFound(`There is no organization ${attrs.organization_id}.`, { pointer: "/data/attributes/organization_id" });
  const org = found.organization;
  if (actor.adminOrgIds.includes(org.id)) throw fieldError("organization_id", "You are already an admin of this organization.", "already_admin");
  const confirmed = user.confirmedAt !== null && user.unconfirmedEmail === null;
  const domainMatch = confirmed && emailOnWebsiteDomain(user.email ?? "", found.website);
  const [sender, staff] = await Promise.all([
    senderFor(db, tenantId, org.volunteerCenterId),
    org.volunteerCenterId === null || domainMatch ? [] : listCenterStaff(db, tenantId, org.volunteerCenterId),
  ]);
  const queue = publicLink(configOf(c.env), tenantId, org.volunteerCenterId, "/organizations/claims");
  const mailed = staff.filter((s) => s.email);
  // The notifications name the claim's organization; they go in the same batch as the claim.
  const told = notifyAll(db, tenantId, {
    userIds: staff.map((s) => s.id),
    kind: "organization_claim_received",
    subject: { type: "Organization", id: org.id },
    path: "/organizations/claims",
    params: { user: userName(user), organization: org.name },
  });
  let results: unknown[];
  try {
    results = await db.batch([
      db
        .insert(claims)
        .values({ tenantId, organizationId: org.id, userId: user.id, reason: attrs.reason, domainMatch: domainMatch ? 1 : 0 })
        .returning({ id: claims.id }),
      ...mailEach(db, tenantId, "organization_claim_new", mailed, sender, () => ({
        organization: org.name,
        applicant: userName(user),
        reason: attrs.reason,
        domainMatch,
        link: queue,
      })),
      ...told,
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE"))
      throw fieldError("organization_id", "You already asked for this organization; the centre has not decided yet.", "taken");
    throw error;
  }
  const claimId = (results[0] as { id: number }[])[0].id;
  queueDelivery(
    c,
    results.slice(1, 1 + mailed.length).map((m) => (m as { id: number }[])[0].id),
  );
  if (domainMatch) await decideClaim(c, (await findClaim(db, tenantId, claimId))!, "accepted", null);
  return claimId;
}
