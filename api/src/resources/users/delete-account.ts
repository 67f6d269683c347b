import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { ACCOUNT_GRACE_DAYS } from "@contract/users";
import { deleteUserTokens } from "../../auth/token-store";
import { type User, heldRoles, roles } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { outboxMessages } from "../../db/mail-schema";
import type { AppEnv } from "../../env";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import type { TenantId } from "../../tenancy";
import { updateUser } from "./queries";
import { deletedMail } from "./removal-mail";

/** When an account deleted at `now` is anonymised: ACCOUNT_GRACE_DAYS later. */
export const removalDue = (now: Date) => new Date(now.getTime() + ACCOUNT_GRACE_DAYS * 86_400_000).toISOString();

/**
 * Marks an account deleted, for one's own account and for staff/super admins deleting one: it
 * cannot sign in (archived, sessions ended, one-time links void), its roles are held aside (so no
 * list, permission or mail sees them), every list leaves it out (deleted_at), and the "account
 * deleted" mail says until when it can be restored. All in one batch; nothing is erased yet;
 * the account is anonymised after its grace period by the daily cron (anonymiseStatements).
 */
export async function markDeleted(c: Context<AppEnv>, user: User) {
  const { db, tenantId } = c.var;
  const now = new Date();
  const due = removalDue(now);
  const mail = user.email ? [outboxInsert(db, tenantId, await deletedMail(db, tenantId, { ...user, email: user.email, removalDueAt: due }))] : [];
  const results = await db.batch([
    db.insert(heldRoles).select(
      db
        .select({
          // A new id: the other table's ids may be taken there (SQLite reuses a deleted rowid).
          id: sql<number>`NULL`.as("id"),
          tenantId: roles.tenantId,
          userId: roles.userId,
          name: roles.name,
          resourceType: roles.resourceType,
          resourceId: roles.resourceId,
          createdAt: roles.createdAt,
          updatedAt: roles.updatedAt,
        })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.userId, user.id))),
    ),
    db.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.userId, user.id))),
    deleteUserTokens(db, tenantId, user.id),
    updateUser(db, tenantId, user.id, {
      confirmationTokenDigest: null,
      resetPasswordTokenDigest: null,
      status: "archived",
      statusBeforeDeletion: user.status,
      deletedAt: now.toISOString(),
      removalDueAt: due,
    }),
    ...mail,
  ]);
  const inserted = results[4] as { id: number }[] | undefined;
  queueDelivery(c, inserted ? [inserted[0].id] : []);
}

/**
 * The anonymisation itself (what deleting did at once before decision 0017): personal data and
 * secrets are cleared, sessions and roles (held ones too) end, earlier mails (which quote name and
 * address) are removed. The row and its id stay, so whatever references the user stays valid.
 */
export function anonymiseStatements(db: Database, tenantId: TenantId, userId: number) {
  return [
    db.delete(outboxMessages).where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.userId, userId))),
    deleteUserTokens(db, tenantId, userId),
    db.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId))),
    db.delete(heldRoles).where(and(eq(heldRoles.tenantId, tenantId), eq(heldRoles.userId, userId))),
    updateUser(db, tenantId, userId, {
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
      statusBeforeDeletion: null,
      removalDueAt: null,
    }),
  ] as const;
}
