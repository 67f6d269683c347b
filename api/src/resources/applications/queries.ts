import { sortOrder } from "../../jsonapi/sort-order";
import { type SQL, and, count, desc, eq, inArray, or } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { applications, vacancies } from "../../db/vacancies-schema";
import { pageAndCount } from "../../jsonapi/pagination";
import { namedApart } from "../../db/named-apart";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import type { indexQuery } from "./schema";
import type { ApplicationRow } from "./serializer";

// Every table is filtered by the request's tenant: another tenant's application is missing.
// The vacancy's and organization's columns named apart from the application's (their ids, their
// statuses): a page then goes in one D1 batch with its count (pageAndCount).
const vacancyColumns = namedApart(vacancies, "vacancy");
const organizationColumns = namedApart(organizations, "organization");

function selectWithVacancy(db: Database, tenantId: TenantId) {
  return db
    .select({
      application: applications,
      vacancy: vacancyColumns,
      organization: organizationColumns,
    })
    .from(applications)
    .innerJoin(vacancies, and(eq(vacancies.id, applications.vacancyId), eq(vacancies.tenantId, tenantId)))
    .innerJoin(organizations, and(eq(organizations.id, vacancies.organizationId), eq(organizations.tenantId, tenantId)));
}

export function findApplication(db: Database, tenantId: TenantId, id: number): Promise<ApplicationRow | undefined> {
  return selectWithVacancy(db, tenantId)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
    .get();
}

/** access.ts canSeeApplication as SQL: one's own, and those of organizations one handles. */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor.superAdmin) return undefined;
  const conditions: SQL[] = [eq(applications.userId, actor.user!.id)];
  if (actor.staffCenterIds.length > 0) conditions.push(inArray(organizations.volunteerCenterId, actor.staffCenterIds));
  if (actor.adminOrgIds.length > 0) conditions.push(inArray(organizations.id, actor.adminOrgIds));
  return or(...conditions);
}

const SORT = {
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
  status: applications.status,
} as const;

/** One page of the applications the (signed-in) actor may see, and their total. */
export async function listApplications(db: Database, tenantId: TenantId, actor: Actor, query: ParsedQuery<typeof indexQuery>) {
  const { filter } = query;
  const where = and(
    eq(applications.tenantId, tenantId),
    visibleTo(actor),
    filter.mine ? eq(applications.userId, actor.user!.id) : undefined,
    filter.status_eq ? eq(applications.status, filter.status_eq) : undefined,
    filter.vacancy_id_eq ? eq(applications.vacancyId, filter.vacancy_id_eq) : undefined,
    filter.organization_id_eq ? eq(organizations.id, filter.organization_id_eq) : undefined,
  );
  const order = sortOrder(query.sort, { field: "created_at", direction: "desc" }, (field) => SORT[field as keyof typeof SORT], desc(applications.id));
  return pageAndCount(
    db,
    selectWithVacancy(db, tenantId)
      .where(where)
      .orderBy(...order),
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(vacancies, and(eq(vacancies.id, applications.vacancyId), eq(vacancies.tenantId, tenantId)))
      .innerJoin(organizations, and(eq(organizations.id, vacancies.organizationId), eq(organizations.tenantId, tenantId)))
      .where(where),
    query.page,
  );
}
