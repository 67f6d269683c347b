import type { Database } from "../../db/client";
import { type NewVacancy, vacancies } from "../../db/vacancies-schema";
import type { TenantId } from "../../tenancy";
import { insertReturningId, updateInTenant } from "../../db/find-in-tenant";

export const insertVacancy = (db: Database, tenantId: TenantId, values: Omit<NewVacancy, "id" | "tenantId">) =>
  insertReturningId(db, vacancies, { ...values, tenantId });

/** The vacancy's columns to change; updated_at is always bumped. */
export function updateVacancyRow(db: Database, tenantId: TenantId, id: number, values: Partial<Omit<NewVacancy, "id" | "tenantId">>) {
  return updateInTenant(db, vacancies, { tenantId, id }, values);
}
