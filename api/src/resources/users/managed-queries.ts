import { type SQL, type SQLWrapper, and, asc, count, eq, exists, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { containsText } from "../../db/contains";
import { organizations, roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { pageOffset } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import { holdsRoleOn, userVisibleTo } from "./access";
import type { usersIndexQuery } from "./schema";

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

/**
 * One page of the users the actor may see, filtered, in the asked order (else by id), their total,
 * and the page's roles and the organizations they are on (toManagedResources): one D1 batch, the
 * roles and organizations found through the page's own select. `related` false (a fieldset that
 * leaves both relationships out, nothing included): neither is read, and both lists are empty.
 */
export async function listUsers(db: Database, tenantId: TenantId, actor: Actor, query: ParsedQuery<typeof usersIndexQuery>, related = true) {
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
  const order = userOrder(tenantId, query.sort);
  const offset = pageOffset(query.page);
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.page.size)
    .offset(offset);
  const page = db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.page.size)
    .offset(offset);
  const total = db.select({ total: count() }).from(users).where(where);
  if (!related) {
    const [rows, totals] = await db.batch([page, total]);
    return { rows, total: totals[0]?.total ?? 0, roles: [], organizations: [] };
  }
  const [rows, totals, roleRows, organizationRows] = await db.batch([page, total, ...rolesAndOrganizations(db, tenantId, pageIds)]);
  return { rows, total: totals[0]?.total ?? 0, roles: roleRows, organizations: organizationRows };
}

/**
 * The roles of these users (ids, or a select of them), oldest first, and the tenant's
 * organizations they hold a role on: two selects for one D1 batch. A select of ids binds no
 * parameter per id (D1 binds at most 100 a statement).
 */
export function rolesAndOrganizations(db: Database, tenantId: TenantId, userIds: number[] | SQLWrapper) {
  const ofUsers = and(eq(roles.tenantId, tenantId), inArray(roles.userId, userIds));
  return [
    db.select().from(roles).where(ofUsers).orderBy(asc(roles.id)),
    db
      .select()
      .from(organizations)
      .where(
        and(
          eq(organizations.tenantId, tenantId),
          inArray(
            organizations.id,
            db
              .select({ id: roles.resourceId })
              .from(roles)
              .where(and(ofUsers, eq(roles.resourceType, "Organization"))),
          ),
        ),
      )
      .orderBy(asc(organizations.id)),
  ] as const;
}
