import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { findInTenantWhere } from "../../db/find-in-tenant";
import type { Actor } from "../../auth/actor";
import { ofActiveTenant } from "../../db/active-tenant";
import { type User, heldRoles, roles, users } from "../../db/accounts-schema";
import { type Database, createDb } from "../../db/client";
import type { ApiEnv } from "../../env";
import { parseIntegerId } from "../../jsonapi/ids";
import { forbidden } from "../../jsonapi/errors";
import { missingUser, staffMayActOn } from "./access";
import { findUserById } from "./queries";
import type { TenantId } from "../../tenancy";
import { anonymiseStatements } from "./delete-account";
import { updateUser } from "./queries";

/**
 * The daily cron's part (decision 0017): every account whose grace period has passed is
 * anonymised exactly as deleting did at once before, in every active tenant, one batch per
 * account (so one failure leaves the others done). Returns how many were anonymised.
 */
export async function removeDueAccounts(env: Pick<ApiEnv, "DB">, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const due = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(isNotNull(users.removalDueAt), lte(users.removalDueAt, now.toISOString()), ofActiveTenant(users.tenantId)))
    .all();
  for (const { id, tenantId } of due) await db.batch(anonymiseStatements(db, tenantId as TenantId, id));
  return due.length;
}

/** The tenant's account with this id that awaits removal (restorable), or undefined. */
export const findAwaitingRemoval = (db: Database, tenantId: TenantId, id: number) =>
  findInTenantWhere(db, users, tenantId, eq(users.id, id), isNotNull(users.removalDueAt));

/** A held role's organization or centre still exists (a role on a gone one is not given back). */
const resourceStillThere = sql`(${heldRoles.resourceType} IS NULL
  OR (${heldRoles.resourceType} = 'Organization' AND EXISTS (SELECT 1 FROM organizations o WHERE o.tenant_id = ${heldRoles.tenantId} AND o.id = ${heldRoles.resourceId}))
  OR (${heldRoles.resourceType} = 'VolunteerCenter' AND EXISTS (SELECT 1 FROM volunteer_centers v WHERE v.tenant_id = ${heldRoles.tenantId} AND v.id = ${heldRoles.resourceId})))`;

/**
 * The statements that bring a deleted account back as it was: its status, and its roles on the
 * organizations and centres that still exist. Its sessions stay ended: the user signs in again.
 */
export function restoreStatements(db: Database, tenantId: TenantId, user: User) {
  return [
    db
      .insert(roles)
      .select(
        db
          .select({
            // A new id: the other table's ids may be taken there (SQLite reuses a deleted rowid).
            id: sql<number>`NULL`.as("id"),
            tenantId: heldRoles.tenantId,
            userId: heldRoles.userId,
            name: heldRoles.name,
            resourceType: heldRoles.resourceType,
            resourceId: heldRoles.resourceId,
            createdAt: heldRoles.createdAt,
            updatedAt: heldRoles.updatedAt,
          })
          .from(heldRoles)
          .where(and(eq(heldRoles.tenantId, tenantId), eq(heldRoles.userId, user.id), resourceStillThere)),
      )
      .onConflictDoNothing(),
    db.delete(heldRoles).where(and(eq(heldRoles.tenantId, tenantId), eq(heldRoles.userId, user.id))),
    updateUser(db, tenantId, user.id, {
      status: user.statusBeforeDeletion ?? "active",
      statusBeforeDeletion: null,
      deletedAt: null,
      removalDueAt: null,
    }),
  ] as const;
}

/**
 * POST /api/v1/users/:id/restore: a deleted account awaiting removal back as it was. Super admins,
 * and staff of the account's home centre (403 when it held a role staff may not act on); 404 for
 * anyone else or no such account. The caller's 401/403 come first (access.ts `userRestorer`).
 */
export async function restoreAccount(db: Database, tenantId: TenantId, actor: Actor, param: string): Promise<User> {
  const id = parseIntegerId(param);
  const user = id === undefined ? undefined : await findAwaitingRemoval(db, tenantId, id);
  if (!user || !(actor.superAdmin || (user.volunteerCenterId !== null && actor.staffCenterIds.includes(user.volunteerCenterId)))) throw missingUser(param);
  const held = await db
    .select()
    .from(heldRoles)
    .where(and(eq(heldRoles.tenantId, tenantId), eq(heldRoles.userId, user.id)))
    .all();
  if (!staffMayActOn(actor, held)) throw forbidden("Staff cannot restore a super admin's account or staff of another centre.");
  await db.batch(restoreStatements(db, tenantId, user));
  return (await findUserById(db, tenantId, user.id))!;
}
