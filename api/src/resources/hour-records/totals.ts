import { COUNTED_STATUS, HOUR_TOTALS, type HourTotalAttributes } from "@contract/hours";
import { type SQL, and, eq, gte, lt, sql } from "drizzle-orm";
import { organizations, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { volunteerCenters } from "../../db/schema";
import { hourRecords } from "../../db/shifts-schema";
import { Serializer } from "../../jsonapi/ts-japi";
import type { TenantId } from "../../tenancy";

// Approved hours added up per year (docs/shifts-and-hours.md "Totals"): one's own per
// organization, or an organization's per volunteer. Read from the indexes' (tenant, user, date)
// and (tenant, organization, status, date) columns; the sum is SQLite's, not a page of rows.

export type HourTotalResource = HourTotalAttributes & { id: string };

const year = sql<string>`substr(${hourRecords.date}, 1, 4)`;

export interface TotalsOf {
  userId?: number;
  organizationId?: number;
  year?: string;
  /** An organization's totals: one per volunteer and year (else one per organization and year). */
  perVolunteer: boolean;
}

/** The approved minutes per year and organization (and volunteer, for an organization's). */
export async function hourTotals(db: Database, tenantId: TenantId, of: TotalsOf): Promise<HourTotalResource[]> {
  const { perVolunteer } = of;
  const where: SQL[] = [eq(hourRecords.tenantId, tenantId), eq(hourRecords.status, COUNTED_STATUS)];
  if (of.userId !== undefined) where.push(eq(hourRecords.userId, of.userId));
  if (of.organizationId !== undefined) where.push(eq(hourRecords.organizationId, of.organizationId));
  if (of.year !== undefined) where.push(gte(hourRecords.date, `${of.year}-01-01`), lt(hourRecords.date, `${Number(of.year) + 1}-01-01`));
  const rows = await db
    .select({
      organizationId: hourRecords.organizationId,
      organizationName: organizations.name,
      centerName: volunteerCenters.name,
      userId: hourRecords.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      year,
      minutes: sql<number>`sum(${hourRecords.minutes})`,
      records: sql<number>`count(*)`,
    })
    .from(hourRecords)
    .innerJoin(organizations, and(eq(organizations.tenantId, tenantId), eq(organizations.id, hourRecords.organizationId)))
    .leftJoin(volunteerCenters, and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, organizations.volunteerCenterId)))
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, hourRecords.userId)))
    .where(and(...where))
    .groupBy(hourRecords.organizationId, ...(perVolunteer ? [hourRecords.userId] : []), year)
    .orderBy(sql`${year} DESC`, perVolunteer ? users.lastName : organizations.name, users.firstName);
  return rows.map((r) => ({
    id: perVolunteer ? `${r.organizationId}-${r.userId}-${r.year}` : `${r.organizationId}-${r.year}`,
    organization_id: String(r.organizationId),
    organization_name: r.organizationName,
    volunteer_center_name: r.centerName,
    user_id: perVolunteer ? String(r.userId) : null,
    volunteer_name: perVolunteer ? [r.firstName, r.lastName].filter(Boolean).join(" ") : null,
    year: r.year,
    minutes: r.minutes,
    records: r.records,
  }));
}

export const hourTotalSerializer = new Serializer<HourTotalResource>(HOUR_TOTALS);
