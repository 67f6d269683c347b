import type { Context } from "hono";
import { sha256Hex, randomToken } from "../../auth/random";
import { configOf } from "../../config";
import type { Locale } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { outboxInsert } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { findUserByEmail } from "../users/queries";

/** The web page the mailed link opens (app/routes/organizations.invitation). */
export const INVITATION_PAGE = "/organizations/invitation";

/**
 * A fresh token for an invitation, and the outbox insert that mails its link, to run in one batch
 * with the row that stores the token's digest. The address's account is looked up every time (so
 * the work does not differ), and only the mail says which next step fits.
 */
export async function invitationMail(
  c: Context<AppEnv>,
  to: { email: string; locale: Locale },
  organization: { name: string; volunteerCenterId: number | null },
  inviter: string | null,
) {
  const { db, tenantId } = c.var;
  const token = randomToken(32);
  const account = await findUserByEmail(db, tenantId, to.email);
  const link = new URL(publicLink(configOf(c.env), tenantId, organization.volunteerCenterId, INVITATION_PAGE));
  link.searchParams.set("token", token);
  const insert = outboxInsert(db, tenantId, {
    kind: "organization_admin_invitation",
    locale: account?.status === "archived" ? to.locale : (account?.locale ?? to.locale),
    to: to.email,
    userId: account?.id ?? null,
    vars: {
      ...(await senderFor(db, tenantId, organization.volunteerCenterId)),
      name: account?.firstName ?? null,
      organization: organization.name,
      inviter: inviter ?? undefined,
      hasAccount: account !== undefined && account.status !== "archived",
      link: link.href,
    },
  });
  return { digest: await sha256Hex(token), insert };
}
