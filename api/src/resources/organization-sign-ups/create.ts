import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { publicLink } from "../../mail/public-url";
import { hashPassword } from "../../auth/password";
import { randomToken, sha256Hex } from "../../auth/random";
import { linkWithToken } from "../../auth/redirect-url";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { commit } from "../../mail/commit";
import { mailEach, outboxInsert } from "../../mail/outbox";
import { senderFor } from "../../mail/site-name";
import { mayMailUnproven } from "../../mail/unproven";
import { upsertRelations } from "../organizations/write-queries";
import { ORGANIZATION_TAG_LINKS, addLinks } from "../tags/links";
import { findUserByEmail } from "../users/queries";
import { mailOwner } from "../users/sign-up";
import { insertOrganizationWithAdmin, listCenterStaff, newRowIds } from "./queries";
import type { SignUpAttributes } from "./schema";

/**
 * A pending organization at the request's centre, its first admin as a new unconfirmed account,
 * the admin's confirmation mail and a mail to the centre's staff, in one batch; for a taken
 * address (also the loser of two sign-ups racing for one) its owner is mailed and nothing is kept.
 */
export async function signUpOrganization(c: Context<AppEnv>, attrs: SignUpAttributes, centerId: number | null, linkBase: URL, tagIds: number[] = []) {
  const { admin } = attrs;
  const { db, tenantId } = c.var;
  const owner = await findUserByEmail(db, tenantId, admin.email);
  if (owner) return mailOwner(c, owner);
  const [sender, staff] = await Promise.all([senderFor(db, tenantId, centerId), centerId === null ? [] : listCenterStaff(db, tenantId, centerId)]);
  const token = randomToken(32);
  const ids = newRowIds(tenantId, admin.email);
  // The admin's address has not proven itself: its confirmation obeys the limits of mail to typed
  // addresses (past them the organization and account are kept without it; a resend can follow)
  // and greets without the name typed with it (docs/security.md, "Abuse model").
  const confirm = await mayMailUnproven(c, admin.email, centerId);
  const mails: BatchItem<"sqlite">[] = [
    ...(confirm
      ? [
          outboxInsert(db, tenantId, {
            kind: "confirmation",
            locale: admin.locale,
            to: admin.email,
            userId: ids.userId,
            vars: { ...sender, name: null, link: linkWithToken(linkBase, "confirmation_token", token) },
          }),
        ]
      : []),
    ...mailEach(db, tenantId, "organization_pending", staff, sender, () => ({
      organization: attrs.name,
      link: publicLink(configOf(c.env), tenantId, centerId, "/organizations/approve"),
    })),
  ];
  const changes = [
    ...insertOrganizationWithAdmin(
      db,
      tenantId,
      {
        name: attrs.name,
        type: attrs.organization_type,
        volunteerCenterId: centerId,
      },
      {
        volunteerCenterId: centerId,
        email: admin.email,
        passwordDigest: await hashPassword(admin.password),
        firstName: admin.first_name,
        lastName: admin.last_name,
        locale: admin.locale,
        confirmationTokenDigest: await sha256Hex(token),
        confirmationSentAt: new Date().toISOString(),
      },
      ids.userId,
    ),
    ...upsertRelations(db, tenantId, ids.organizationId, attrs.profile, attrs.address),
    ...addLinks(db, ORGANIZATION_TAG_LINKS, tenantId, ids.organizationId, tagIds),
  ];
  try {
    await commit(c, changes, mails);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, nothing is kept.
    const winner = String(error).includes("UNIQUE") ? await findUserByEmail(db, tenantId, admin.email) : undefined;
    if (!winner) throw error;
    return mailOwner(c, winner);
  }
}
