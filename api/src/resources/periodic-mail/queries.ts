import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type User, users } from "../../db/accounts-schema";
import { userDigestTags } from "../../db/digest-schema";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import type { TenantId } from "../../tenancy";

/** Switches the digest of the token's holder off; undefined for a token of nobody in the tenant. */
export async function unsubscribeByToken(db: Database, tenantId: TenantId, token: string) {
  const [row] = await db
    .update(users)
    .set({ periodicMail: "none", updatedAt: new Date().toISOString() })
    .where(and(eq(users.tenantId, tenantId), eq(users.digestUnsubscribeToken, token)))
    .returning({ id: users.id })
    .all();
  return row;
}

/** The tenant's subscribers made due a second before `now`; answers who they are. */
export const makeDigestsDue = (db: Database, tenantId: TenantId, now: Date) =>
  db.all<{ id: number }>(sql`
    UPDATE users SET digest_due_at = ${new Date(now.getTime() - 1000).toISOString()}
    WHERE tenant_id = ${tenantId} AND digest_due_at IS NOT NULL
    RETURNING id`);

/** The themes a user chose, as ids in order. */
export async function digestTagIds(db: Database, tenantId: TenantId, userId: number) {
  const rows = await db
    .select({ tagId: userDigestTags.tagId })
    .from(userDigestTags)
    .where(and(eq(userDigestTags.tenantId, tenantId), eq(userDigestTags.userId, userId)))
    .all();
  return rows.map((row) => String(row.tagId)).sort((a, b) => Number(a) - Number(b));
}

/** How many of `ids` are themes the user may choose: tags of their centre (of the tenant, for a user without one). */
export async function choosableTagCount(db: Database, tenantId: TenantId, user: User, ids: number[]) {
  const known = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.tenantId, tenantId),
        inIdList(tags.id, ids),
        user.volunteerCenterId === null ? undefined : eq(tags.volunteerCenterId, user.volunteerCenterId),
      ),
    )
    .all();
  return known.length;
}
