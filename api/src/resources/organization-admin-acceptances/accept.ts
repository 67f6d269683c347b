import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { organizationAdminInvitations as invitations } from "../../db/organization-admins-schema";
import type { TenantId } from "../../tenancy";
import type { InvitationRow } from "../organization-admins/queries";
import type { AcceptWithAccount } from "./schema";

const roleOf = (tenantId: string, userId: number | ReturnType<typeof sql>, organizationId: number) => ({
  tenantId,
  userId: userId as number,
  name: "admin",
  resourceType: "Organization" as const,
  resourceId: organizationId,
});

/** A signed-in user becomes admin of the invitation's organization, whichever address their account has. */
export async function acceptAsUser(db: Database, tenantId: TenantId, userId: number, row: InvitationRow) {
  const now = new Date().toISOString();
  await db.batch([
    db
      .insert(roles)
      .values(roleOf(tenantId, userId, row.invitation.organizationId))
      .onConflictDoNothing(),
    db
      .update(invitations)
      .set({ acceptedAt: now, acceptedById: userId, updatedAt: now })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, row.invitation.id))),
  ]);
}

/**
 * Signed out: an account with the invitation's address (confirmed: the token came to that
 * mailbox), the names and password sent, and the admin role, in one batch. False when an account
 * with that address won a race to it (the unique index decides; nothing is kept).
 */
export async function acceptWithNewAccount(db: Database, tenantId: TenantId, row: InvitationRow, attrs: AcceptWithAccount): Promise<boolean> {
  const now = new Date().toISOString();
  const email = row.invitation.email;
  const newUser = sql`(SELECT id FROM users WHERE tenant_id = ${tenantId} AND email = ${email})`;
  try {
    await db.batch([
      db.insert(users).values({
        tenantId,
        volunteerCenterId: row.volunteerCenterId,
        email,
        passwordDigest: await hashPassword(attrs.password),
        firstName: attrs.first_name,
        lastName: attrs.last_name,
        locale: row.invitation.locale,
        status: "active",
        confirmedAt: now,
      }),
      db.insert(roles).values(roleOf(tenantId, newUser, row.invitation.organizationId)),
      db
        .update(invitations)
        .set({ acceptedAt: now, acceptedById: newUser as unknown as number, updatedAt: now })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, row.invitation.id))),
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE")) return false;
    throw error;
  }
  return true;
}
