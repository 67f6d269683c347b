import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import type { Organization } from "../../db/accounts-schema";
import { organizationAdminInvitations as invitations } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { queueDelivery } from "../../mail/outbox";
import { invitationMail } from "./mail";
import { type InvitationRow, findOpenInvitation } from "./queries";
import type { InviteAttributes } from "./schema";

const inviterName = (actor: Actor) => [actor.user?.firstName, actor.user?.lastName].filter(Boolean).join(" ") || null;

/**
 * Invites an address as co-admin: the same whether or not the address has an account (no
 * enumeration); inviting an address again re-sends its open invitation with a new link. The
 * invitation's id.
 */
export async function invite(c: Context<AppEnv>, actor: Actor, org: Organization, attrs: InviteAttributes): Promise<number> {
  const { db, tenantId } = c.var;
  const locale = attrs.locale ?? actor.user?.locale ?? "nl";
  const { digest, insert } = await invitationMail(c, { email: attrs.email, locale }, org, inviterName(actor));
  const now = new Date().toISOString();
  const open = await findOpenInvitation(db, tenantId, org.id, attrs.email);
  const write = open
    ? db
        .update(invitations)
        .set({ tokenDigest: digest, sentAt: now, locale, invitedById: actor.user!.id, updatedAt: now })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, open.id)))
        .returning({ id: invitations.id })
    : db
        .insert(invitations)
        .values({ tenantId, organizationId: org.id, email: attrs.email, locale, tokenDigest: digest, invitedById: actor.user!.id, sentAt: now })
        .returning({ id: invitations.id });
  const [[{ id }], [mail]] = await db.batch([write, insert]);
  queueDelivery(c, [mail.id]);
  return id;
}

/** A new link (the old one stops working), and the validity period starts again. */
export async function resend(c: Context<AppEnv>, actor: Actor, row: InvitationRow) {
  const { db, tenantId } = c.var;
  const { digest, insert } = await invitationMail(
    c,
    { email: row.invitation.email, locale: row.invitation.locale },
    { name: row.organizationName, volunteerCenterId: row.volunteerCenterId },
    inviterName(actor),
  );
  const now = new Date().toISOString();
  const [, [mail]] = await db.batch([
    db
      .update(invitations)
      .set({ tokenDigest: digest, sentAt: now, updatedAt: now })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, row.invitation.id))),
    insert,
  ]);
  queueDelivery(c, [mail.id]);
}
