import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { randomToken, sha256Hex } from "../../auth/random";
import { applicationWithdrawTokens } from "../../db/vacancies-schema";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../env";
import type { TenantId } from "../../tenancy";

/** How long a guest's mailed withdraw link works (docs/applications.md). */
export const WITHDRAW_TOKEN_DAYS = 90;

/** A new token for the application inserted just before it in the same batch. */
export async function newWithdrawToken(db: Database, tenantId: TenantId) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + WITHDRAW_TOKEN_DAYS * 86_400_000).toISOString();
  const insert = db.insert(applicationWithdrawTokens).values({
    tenantId,
    applicationId: sql`last_insert_rowid()`,
    tokenHash: await sha256Hex(token),
    expiresAt,
  });
  return { token, insert };
}

/** The application id a live token of this tenant belongs to; undefined for any other token. */
export async function applicationIdForToken(c: Context<AppEnv>, token: string): Promise<number | undefined> {
  const { db, tenantId } = c.var;
  const found = await db
    .select({ applicationId: applicationWithdrawTokens.applicationId })
    .from(applicationWithdrawTokens)
    .where(
      and(
        eq(applicationWithdrawTokens.tenantId, tenantId),
        eq(applicationWithdrawTokens.tokenHash, await sha256Hex(token)),
        gt(applicationWithdrawTokens.expiresAt, new Date().toISOString()),
      ),
    )
    .get();
  return found?.applicationId;
}

/** Spent with the withdrawal, in the same batch: a link works once. */
export const deleteWithdrawToken = (db: Database, tenantId: TenantId, applicationId: number) =>
  db.delete(applicationWithdrawTokens).where(and(eq(applicationWithdrawTokens.tenantId, tenantId), eq(applicationWithdrawTokens.applicationId, applicationId)));
