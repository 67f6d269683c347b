import { type SQL, and, asc, count, eq, exists, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { containsText } from "../../db/contains";
import { type Organization, type Role, organizations, roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { pageAndCount } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import { holdsRoleOn, userVisibleTo } from "./access";
import type { usersIndexQuery } from "./schema";

// D1 binds at most 100 parameters per statement: id lists are read in chunks.
const CHUNK = 90;
async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  return (await Promise.all(chunks.map(read))).flat();
}

/** First name, last name, e-mail address or "first last" contains the text, ignoring ASCII case. */
function nameOrEmailContains(text: string): SQL {
  const contains = (column: SQL) => containsText(column, text);
  return sql`(${contains(sql`${users.firstName}`)} OR ${contains(sql`${users.lastName}`)} OR ${contains(sql`${users.email}`)} OR ${contains(sql`(COALESCE(${users.firstName}, '') || ' ' || COALESCE(${users.lastName}, ''))`)})`;
}

/** The most powerful role a user holds as a rank (docs/users.md): super admin 4, staff 3, admin 2, member 1, none 0. */
const roleRank = (tenantId: TenantId) =>
  sql`(SELECT max(CASE r.name WHEN 'super_admin' THEN 4 WHEN 'staff' THEN 3 WHEN 'admin' THEN 2 WHEN 'member' THEN 1 ELSE 0 END)
    FROM roles r WHERE r.tenant_id = ${tenantId} AND r.user_id = ${users.id})`;

/** The name of the first (by name) organization the user holds a role on; NULL for none. */
const firstOrganizationName = (tenantId: TenantId) =>
  sql`(SELECT min(lower(o.name)) FROM roles r JOIN organizations o ON o.tenant_id = r.tenant_id AND o.id = r.resource_id
    WHERE r.tenant_id = ${tenantId} AND r.user_id = ${users.id} AND r.resource_type = 'Organization')`;

/**
 * The ORDER BY of the list's `sort` (contract USER_SORTS), then id so pages never overlap. What a
 * column lacks (no organization, never signed in, a deleted account's name) sorts last either way.
 */
function userOrder(tenantId: TenantId, sort: readonly { field: string; direction: "asc" | "desc" }[]): SQL[] {
  const keys = sort.flatMap(({ field, direction }): SQL[] => {
    const dir = direction === "desc" ? sql`DESC` : sql`ASC`;
    const lastIfNull = (value: SQL) => [sql`(${value}) IS NULL`, sql`${value} ${dir}`];
    switch (field) {
      case "name":
        return [...lastIfNull(sql`lower(${users.lastName})`), sql`lower(${users.firstName}) ${dir}`];
      case "email":
        return lastIfNull(sql`lower(${users.email})`);
      case "organization":
        return lastIfNull(firstOrganizationName(tenantId));
      case "role":
        return [sql`${roleRank(tenantId)} ${dir}`];
      case "status":
        return [sql`${users.status} ${dir}`];
      case "last_sign_in_at":
        return lastIfNull(sql`${users.lastSignInAt}`);
      default:
        return [sql`${users.createdAt} ${dir}`];
    }
  });
  return [...keys, asc(users.id)];
}

/** One page of the users the actor may see, filtered, in the asked order (else by id), and their total. */
export async function listUsers(db: Database, tenantId: TenantId, actor: Actor, query: ParsedQuery<typeof usersIndexQuery>) {
  const { organization_id_eq: orgId, with_role: role, first_name_or_last_name_or_email_cont: text, deleted } = query.filter;
  let roleCondition: SQL | undefined;
  if (orgId !== undefined) roleCondition = holdsRoleOn(db, tenantId, [orgId], role);
  else if (role !== undefined)
    roleCondition = exists(
      db
        .select({ one: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.userId, users.id), eq(roles.name, role))),
    );
  const where = and(
    eq(users.tenantId, tenantId),
    // A deleted account is in no list but the deleted ones still within their grace period (decision 0017).
    deleted === true ? isNotNull(users.removalDueAt) : isNull(users.deletedAt),
    userVisibleTo(db, tenantId, actor),
    roleCondition,
    text === undefined ? undefined : nameOrEmailContains(text),
  );
  return pageAndCount(
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userOrder(tenantId, query.sort)),
    db.select({ total: count() }).from(users).where(where),
    query.page,
  );
}

/** The roles of these users, oldest first. */
export function rolesOfUsers(db: Database, tenantId: TenantId, userIds: number[]): Promise<Role[]> {
  return inChunks(userIds, (chunk) =>
    db
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.userId, chunk)))
      .orderBy(asc(roles.id))
      .all(),
  );
}

/** The tenant's organizations with these ids. */
export function organizationsByIds(db: Database, tenantId: TenantId, ids: number[]): Promise<Organization[]> {
  return inChunks([...new Set(ids)], (chunk) =>
    db
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, chunk)))
      .orderBy(asc(organizations.id))
      .all(),
  );
}
