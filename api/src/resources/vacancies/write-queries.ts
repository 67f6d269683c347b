import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type NewVacancy, vacancies } from "../../db/vacancies-schema";
import type { TenantId } from "../../tenancy";

export function insertVacancy(db: Database, tenantId: TenantId, values: Omit<NewVacancy, "id" | "tenantId">) {
  return db
    .insert(vacancies)
    .values({ ...values, tenantId })
    .returning({ id: vacancies.id })
    .get();
}

/** The vacancy's columns to change; updated_at is always bumped. */
export function updateVacancyRow(db: Database, tenantId: TenantId, id: number, values: Partial<Omit<NewVacancy, "id" | "tenantId">>) {
  return db
    .update(vacancies)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)));
}
