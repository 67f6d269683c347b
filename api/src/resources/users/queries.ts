import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type User, users } from "../../db/accounts-schema";
import type { TenantId } from "../../tenancy";
import { findInTenant, updateInTenant, findInTenantWhere } from "../../db/find-in-tenant";

// Every function takes the request's tenant; another tenant's user looks exactly like no user.

export function findUserByEmail(db: Database, tenantId: TenantId, email: string) {
  return findInTenantWhere(db, users, tenantId, eq(users.email, email));
}

export function findUserById(db: Database, tenantId: TenantId, id: number) {
  return findInTenant(db, users, tenantId, id);
}

type TokenColumn = "confirmationTokenDigest" | "resetPasswordTokenDigest";

/** The user holding this confirmation or reset token digest in this tenant. */
export function findUserByTokenDigest(db: Database, tenantId: TenantId, column: TokenColumn, digest: string) {
  return findInTenantWhere(db, users, tenantId, eq(users[column], digest));
}

/** Whether an e-mail address is used by another account of the tenant (as email or pending change). */
export async function emailTaken(db: Database, tenantId: TenantId, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await findUserByEmail(db, tenantId, email);
  return row !== undefined && row.id !== exceptUserId;
}

/** An update of one user row, tenant-scoped; returns the query so callers can batch it. */
export function updateUser(db: Database, tenantId: TenantId, id: number, values: Partial<User>) {
  return updateInTenant(db, users, { tenantId, id }, values);
}
