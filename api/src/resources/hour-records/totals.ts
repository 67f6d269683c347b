import { HOUR_TOTALS, type HourTotalAttributes } from "@contract/hours";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { Serializer } from "../../jsonapi/ts-japi";
import type { TenantId } from "../../tenancy";

// Approved hours added up per year (docs/shifts-and-hours.md "Totals"): one's own per
// organization, or an organization's per volunteer. Read from hour_years (0177: approved minutes
// per organization, volunteer and year, kept by triggers on hour_records), one row per total,
// never the records themselves: an organization with 50,000 approved records reads its
// volunteers' years, not the records (docs/performance.md "Shifts and hours"). One's own
// totals name their index: with a year filter the planner chose the key's order (the GROUP BY's)
// and read every volunteer's years of the tenant.

export type HourTotalResource = HourTotalAttributes & { id: string };

export interface TotalsOf {
  userId?: number;
  organizationId?: number;
  year?: string;
  /** An organization's totals: one per volunteer and year (else one per organization and year). */
  perVolunteer: boolean;
}

interface Row {
  organizationId: number;
  organizationName: string;
  centerName: string | null;
  userId: number;
  firstName: string | null;
  lastName: string | null;
  year: string;
  minutes: number;
  records: number;
}

/** The approved minutes per year and organization (and volunteer, for an organization's). */
export async function hourTotals(db: Database, tenantId: TenantId, of: TotalsOf): Promise<HourTotalResource[]> {
  const { perVolunteer } = of;
  const where: SQL[] = [sql`y.tenant_id = ${tenantId}`];
  if (of.userId !== undefined) where.push(sql`y.user_id = ${of.userId}`);
  if (of.organizationId !== undefined) where.push(sql`y.organization_id = ${of.organizationId}`);
  if (of.year !== undefined) where.push(sql`y.year = ${of.year}`);
  const rows = await db.all<Row>(sql`
    SELECT y.organization_id AS organizationId, o.name AS organizationName, c.name AS centerName, y.user_id AS userId,
      u.first_name AS firstName, u.last_name AS lastName, y.year, SUM(y.minutes) AS minutes, SUM(y.records) AS records
    FROM hour_years y ${of.userId !== undefined ? sql`INDEXED BY hour_years_user` : sql``}
    JOIN organizations o ON o.tenant_id = y.tenant_id AND o.id = y.organization_id
    LEFT JOIN volunteer_centers c ON c.tenant_id = y.tenant_id AND c.id = o.volunteer_center_id
    JOIN users u ON u.tenant_id = y.tenant_id AND u.id = y.user_id
    WHERE ${sql.join(where, sql` AND `)}
    GROUP BY y.organization_id, ${perVolunteer ? sql`y.user_id, ` : sql``}y.year
    ORDER BY y.year DESC, ${perVolunteer ? sql`u.last_name` : sql`o.name`}, u.first_name`);
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
