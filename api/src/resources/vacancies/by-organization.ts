import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { vacancies } from "../../db/vacancies-schema";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import { managedSql, publicSql, selectWithOrganization } from "./read-queries";
import type { IncludedVacancy } from "../organizations/serializer";
import { type VacancyRow, toVacancyResource } from "./serializer";

/** include=vacancies on organizations sends at most this many per organization, newest first. */
export const VACANCIES_PER_ORGANIZATION = 20;

/**
 * The vacancies of these organizations that the actor may see (public ones, plus those they
 * manage), at most VACANCIES_PER_ORGANIZATION each, newest first; by organization id. The ids
 * travel as one JSON parameter (D1 binds at most 100), and the tenant scopes both tables.
 */
export async function vacanciesByOrganization(db: Database, tenantId: TenantId, actor: Actor, organizationIds: number[]): Promise<Map<number, VacancyRow[]>> {
  const byOrganization = new Map<number, VacancyRow[]>();
  if (organizationIds.length === 0) return byOrganization;
  const ranked = sql`SELECT v.id, row_number() OVER (PARTITION BY v.organization_id ORDER BY v.published_at DESC NULLS LAST, v.created_at DESC, v.id DESC) AS n
    FROM vacancies v JOIN organizations o ON o.id = v.organization_id AND o.tenant_id = ${tenantId}
    WHERE v.tenant_id = ${tenantId}
      AND v.organization_id IN (SELECT value FROM json_each(${JSON.stringify(organizationIds)}))
      AND (${publicSql()} OR ${managedSql(actor)})`;
  const rows = await selectWithOrganization(db, tenantId)
    .where(sql`${vacancies.tenantId} = ${tenantId} AND ${vacancies.id} IN (SELECT id FROM (${ranked}) WHERE n <= ${VACANCIES_PER_ORGANIZATION})`)
    .all();
  rows.sort(
    (a, b) =>
      (b.vacancy.publishedAt ?? "").localeCompare(a.vacancy.publishedAt ?? "") ||
      b.vacancy.createdAt.localeCompare(a.vacancy.createdAt) ||
      b.vacancy.id - a.vacancy.id,
  );
  for (const row of rows) {
    const list = byOrganization.get(row.vacancy.organizationId) ?? [];
    list.push(row);
    byOrganization.set(row.vacancy.organizationId, list);
  }
  return byOrganization;
}

/** The same, as the resources include=vacancies sends (without their organization). */
export async function includedVacancies(db: Database, tenantId: TenantId, actor: Actor, organizationIds: number[]): Promise<Map<number, IncludedVacancy[]>> {
  const rows = await vacanciesByOrganization(db, tenantId, actor, organizationIds);
  return new Map(
    [...rows].map(([id, list]) => [
      id,
      list.map((row) => {
        const { organization: _, ...vacancy } = toVacancyResource(row);
        return vacancy;
      }),
    ]),
  );
}
