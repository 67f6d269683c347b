import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { deleteUserTokens } from "../../auth/token-store";
import { type User, roles } from "../../db/accounts-schema";
import { outboxMessages } from "../../db/mail-schema";
import type { AppEnv } from "../../env";
import { parseIntegerId } from "../../jsonapi/ids";
import { queueDelivery, outboxInsert } from "../../mail/outbox";
import { senderFor } from "../../mail/site-name";
import { findManagedUser } from "./manage-user";
import { updateUser } from "./queries";

/**
 * Deletes the current user's account by anonymising its row: personal data and secrets are
 * cleared, sessions and roles end, earlier mails (which quote name and address) are removed.
 * The row and its id stay, so whatever references the user stays valid. The "account deleted"
 * mail is queued in the same batch, before the address is gone.
 */
export async function deleteCurrentUser(c: Context<AppEnv>) {
  return anonymiseUser(c, requireUser(c));
}

/** The anonymisation itself, for one's own account and for staff/super admins deleting one. */
export async function anonymiseUser(c: Context<AppEnv>, user: User) {
  const { db, tenantId } = c.var;
  const now = new Date().toISOString();
  const mail = user.email
    ? [
        outboxInsert(db, tenantId, {
          kind: "account_deleted",
          locale: user.locale,
          to: user.email,
          userId: user.id,
          vars: {
            ...(await senderFor(db, tenantId, user.volunteerCenterId)),
            name: user.firstName,
          },
        }),
      ]
    : [];
  const results = await db.batch([
    db.delete(outboxMessages).where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.userId, user.id))),
    deleteUserTokens(db, tenantId, user.id),
    db.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.userId, user.id))),
    updateUser(db, tenantId, user.id, {
      email: null,
      unconfirmedEmail: null,
      firstName: null,
      lastName: null,
      phone: null,
      passwordDigest: null,
      confirmationTokenDigest: null,
      resetPasswordTokenDigest: null,
      // No more digests, and nothing kept of where the volunteer lives (the trigger of
      // 0018_periodic_digest.sql clears the schedule).
      periodicMail: "none",
      digestPostcode: null,
      digestDistanceKm: null,
      digestLatitude: null,
      digestLongitude: null,
      digestUnsubscribeToken: null,
      status: "archived",
      deletedAt: now,
    }),
    ...mail,
  ]);
  const inserted = results[4] as { id: number }[] | undefined;
  queueDelivery(c, inserted ? [inserted[0].id] : []);
  return c.body(null, 204);
}

/**
 * DELETE /api/v1/users/:id: one's own id deletes one's own account; any other id is for staff
 * (users of their centre, not super admins) and super admins (403 for others, 404 when unseen).
 */
export async function deleteUser(c: Context<AppEnv>) {
  const user = requireUser(c);
  const param = c.req.param("id") ?? "";
  if (parseIntegerId(param) === user.id) return deleteCurrentUser(c);
  const target = await findManagedUser(c, param);
  return anonymiseUser(c, target);
}
