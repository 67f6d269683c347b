import type { Context } from "hono";
import { linkWithToken } from "../../auth/redirect-url";
import { randomToken, sha256Hex } from "../../auth/random";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { queueDelivery, outboxInsert } from "../../mail/outbox";
import { greetingName, mayMailUnproven } from "../../mail/unproven";
import { senderFor } from "../../mail/site-name";
import type { MailKind } from "../../mail/templates";
import { updateUser } from "./queries";

/** Confirmation links work for a week (devise's confirm_within); a resend issues a new one. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Issues a new confirmation token and queues its mail in one batch: to the pending new address
 * for an e-mail change (`reconfirmation`), else to the account's address.
 */
export async function sendConfirmation(c: Context<AppEnv>, user: User, linkBase: URL) {
  const pendingChange = user.unconfirmedEmail !== null;
  const to = user.unconfirmedEmail ?? user.email;
  if (to === null) return;
  // A resent confirmation goes to an address that has not proven itself (docs/security.md).
  if (!pendingChange && !(await mayMailUnproven(c, to, user.volunteerCenterId))) return;
  const kind = pendingChange ? "reconfirmation" : "confirmation";
  await mailUserToken(c, user, { kind, to, linkBase, param: "confirmation_token" }, (digest, at) => ({
    confirmationTokenDigest: digest,
    confirmationSentAt: at,
  }));
}

/**
 * Issues a new token for the user (its digest and moment stored by `stamp`) and queues the mail
 * that carries its link, in one batch: a confirmation, a password reset.
 */
export async function mailUserToken(
  c: Context<AppEnv>,
  user: User,
  mail: { kind: MailKind; to: string; linkBase: URL; param: string },
  stamp: (digest: string, at: string) => Partial<User>,
) {
  const { db, tenantId } = c.var;
  const token = randomToken(32);
  const [, inserted] = await db.batch([
    updateUser(db, tenantId, user.id, stamp(await sha256Hex(token), new Date().toISOString())),
    outboxInsert(db, tenantId, {
      kind: mail.kind,
      locale: user.locale,
      to: mail.to,
      userId: user.id,
      vars: {
        ...(await senderFor(db, tenantId, user.volunteerCenterId)),
        name: greetingName(user),
        link: linkWithToken(mail.linkBase, mail.param, token),
      },
    }),
  ]);
  queueDelivery(c, [inserted[0].id]);
}
