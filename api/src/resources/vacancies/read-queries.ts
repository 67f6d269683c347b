import { type SQL, and, eq, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { idsTable, tableColumns, idParams } from "../../db/id-list";
import { VACANCY_TAG_LINKS, tagsColumn, tagsOfColumn } from "../tags/links";
import { vacancies } from "../../db/vacancies-schema";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import { today } from "./access";
import type { VacancyRow } from "./serializer";

// Every query filters vacancies and organizations by the request's tenant: another tenant's
// vacancy is indistinguishable from a missing one.

export function selectWithOrganization(db: Database, tenantId: TenantId) {
  return db
    .select({ vacancy: vacancies, organization: organizations })
    .from(vacancies)
    .innerJoin(organizations, and(eq(organizations.id, vacancies.organizationId), eq(organizations.tenantId, tenantId)));
}

export function findVacancy(db: Database, tenantId: TenantId, id: number): Promise<VacancyRow | undefined> {
  return selectWithOrganization(db, tenantId)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)))
    .get();
}

/**
 * The tenant's vacancies of `page` (a statement of ids in a column `id`, such as the list's page
 * or idsTable), in its order, each with its organization: one statement. `page` drives (CROSS
 * JOIN keeps it the outer loop, so its order is the answer's), each vacancy and its organization
 * a primary-key seek; `page` may use the aliases v, o and s of its own. `page` must be a VALUES
 * list or carry its ORDER BY with a LIMIT: SQLite drops the ORDER BY of a subquery in a join
 * that has no LIMIT.
 */
export async function vacanciesOfPage(db: Database, tenantId: TenantId, page: SQL, { withTags = false } = {}): Promise<VacancyRow[]> {
  const v = tableColumns(vacancies, "v");
  const o = tableColumns(organizations, "o");
  // `withTags`: each vacancy's tags in a column of the same statement (one vacancy's answer).
  const tagsSql = withTags ? sql`, ${tagsColumn(VACANCY_TAG_LINKS, tenantId, sql`${vacancies.id}`)} AS tags` : sql``;
  const rows = await db.all<Record<string, unknown>>(
    sql`SELECT ${v.list}, ${o.list}${tagsSql} FROM (${page}) p CROSS JOIN ${vacancies} ON ${vacancies.id} = p.id CROSS JOIN ${organizations} ON ${organizations.id} = ${vacancies.organizationId} WHERE ${vacancies.tenantId} = ${tenantId} AND ${organizations.tenantId} = ${tenantId}`,
  );
  return rows.map((row) => ({ vacancy: v.decode(row), organization: o.decode(row), ...(withTags && { tags: tagsOfColumn(row.tags) }) }));
}

/** The tenant's vacancies with these ids, in the order of `ids`, each with its organization. */
export async function findVacancies(db: Database, tenantId: TenantId, ids: number[]): Promise<VacancyRow[]> {
  return ids.length === 0 ? [] : vacanciesOfPage(db, tenantId, idsTable(ids));
}

/**
 * SQL (on alias v) for access.ts isPublic. The organization's approval is the copy on the vacancy
 * row (0009_vacancy_approval_copy.sql), so the check reads no organizations row.
 */
export const publicSql = (on = today()) => sql`(v.status = 'published' AND v.organization_approved = 1 AND (v.expires_on IS NULL OR v.expires_on >= ${on}))`;

/** SQL for access.ts canManageVacancies; undefined = everything (super admins). */
export function managedSql(actor: Actor): SQL {
  if (actor.superAdmin) return sql`1`;
  const parts: SQL[] = [];
  if (actor.staffCenterIds.length > 0) parts.push(sql`o.volunteer_center_id IN (${idParams(actor.staffCenterIds)})`);
  if (actor.adminOrgIds.length > 0) parts.push(sql`v.organization_id IN (${idParams(actor.adminOrgIds)})`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` OR `)})` : sql`0`;
}
