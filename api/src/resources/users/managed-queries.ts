import { type SQL, and, asc, count, eq, exists, inArray, sql } from "drizzle-orm";
import { containsText } from "../../db/contains";
import { type Organization, type Role, organizations, roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { pageOffset } from "../../jsonapi/pagination";
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

/** One page of the users the actor may see, filtered, ordered by id, and their total. */
export async function listUsers(db: Database, tenantId: TenantId, actor: Actor, query: ParsedQuery<typeof usersIndexQuery>) {
  const { organization_id_eq: orgId, with_role: role, first_name_or_last_name_or_email_cont: text } = query.filter;
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
    userVisibleTo(db, tenantId, actor),
    roleCondition,
    text === undefined ? undefined : nameOrEmailContains(text),
  );
  const [rows, totals] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).limit(query.page.size).offset(pageOffset(query.page)).all(),
    db.select({ total: count() }).from(users).where(where).all(),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
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
