import { type SQL, and, eq, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { findByIds } from "../../db/id-list";
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
 * The tenant's vacancies with these ids, in the order of `ids`, each with its organization:
 * every vacancy, then each organization once (a page of one organization's vacancies read its
 * row for each of them).
 */
export async function findVacancies(db: Database, tenantId: TenantId, ids: number[]): Promise<VacancyRow[]> {
  if (ids.length === 0) return [];
  const found = await findByIds(db, vacancies, tenantId, ids);
  const owners = await findByIds(db, organizations, tenantId, [...new Set(found.map((v) => v.organizationId))]);
  const organizationOf = new Map(owners.map((o) => [o.id, o]));
  const byId = new Map(found.map((v) => [v.id, v]));
  return ids.flatMap((id) => {
    const vacancy = byId.get(id);
    const organization = vacancy && organizationOf.get(vacancy.organizationId);
    return vacancy && organization ? [{ vacancy, organization }] : [];
  });
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
  if (actor.staffCenterIds.length > 0)
    parts.push(
      sql`o.volunteer_center_id IN (${sql.join(
        actor.staffCenterIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (actor.adminOrgIds.length > 0)
    parts.push(
      sql`v.organization_id IN (${sql.join(
        actor.adminOrgIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return parts.length > 0 ? sql`(${sql.join(parts, sql` OR `)})` : sql`0`;
}
