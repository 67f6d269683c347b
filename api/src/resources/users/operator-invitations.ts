import { and, eq, isNull } from "drizzle-orm";
import { randomToken, sha256Hex } from "../../auth/random";
import { linkWithToken } from "../../auth/redirect-url";
import { configOf } from "../../config";
import { ofActiveTenant } from "../../db/active-tenant";
import { users } from "../../db/accounts-schema";
import { createDb } from "../../db/client";
import type { ApiEnv } from "../../env";
import { outboxInsert, toAccount } from "../../mail/outbox";
import { publicBaseUrl } from "../../mail/public-url";
import { enqueueMail } from "../../mail/queue";
import { senderFor } from "../../mail/site-name";
import type { TenantId } from "../../tenancy";

/**
 * The first super admin of a tenant made by `tenant create` (docs/operators.md) is written as an
 * `invited` account that was never mailed (no reset_password_sent_at: every invitation the product
 * sends itself sets it). The mail cron sends those invitations through the normal outbox and queue,
 * with the link on the tenant's own site (PUBLIC_URLS): the command line needs no mail of its own.
 * The claim (the sent time set only where it is still null) makes two runs send one invitation.
 */
export async function sendOperatorInvitations(env: ApiEnv, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const config = configOf(env);
  const pending = await db
    .select({ id: users.id, tenantId: users.tenantId, email: users.email, firstName: users.firstName, locale: users.locale, centerId: users.volunteerCenterId })
    .from(users)
    .where(and(eq(users.status, "invited"), isNull(users.resetPasswordSentAt), isNull(users.deletedAt), ofActiveTenant(users.tenantId)))
    .limit(100)
    .all();
  let sent = 0;
  for (const user of pending) {
    if (!user.email) continue;
    const tenantId = user.tenantId as TenantId;
    const token = randomToken(32);
    const link = publicBaseUrl(config, tenantId, user.centerId);
    link.pathname = "/auth/token";
    const claim = db
      .update(users)
      .set({ resetPasswordTokenDigest: await sha256Hex(token), resetPasswordSentAt: now.toISOString() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, user.id), isNull(users.resetPasswordSentAt)))
      .returning({ id: users.id });
    const [claimed] = await claim.all();
    if (!claimed) continue; // another run took it
    const [mail] = await outboxInsert(db, tenantId, {
      kind: "invitation",
      ...toAccount(user),
      vars: { ...(await senderFor(db, tenantId, user.centerId)), name: user.firstName ?? "", link: linkWithToken(link, "reset_password_token", token) },
    }).all();
    await enqueueMail(env, tenantId, [mail.id]);
    sent += 1;
  }
  return sent;
}
