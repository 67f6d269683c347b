import { type OrganizationFigureAttributes, SMALL_GROUP, shownCount } from "@contract/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";

// /analytics/index-2: per organization of the centre, its figures over a period, from
// analytics_organization_days and the response-time histogram analytics_response_days.

export type OrganizationFigure = OrganizationFigureAttributes & { id: string };

interface Row {
  id: number;
  name: string;
  vacancies_published: number;
  applications: number;
  accepted: number;
  declined: number;
}

/** The median of a histogram of whole hours (sorted by hours): the middle answer's wait. */
export function medianHours(histogram: { hours: number; answers: number }[]): number | null {
  const total = histogram.reduce((sum, h) => sum + h.answers, 0);
  if (total < SMALL_GROUP) return null;
  // The lower middle for an even count, so the figure is always a wait that occurred.
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const h of histogram) {
    seen += h.answers;
    if (seen >= middle) return h.hours;
  }
  return null;
}

/** Every organization of the centre with a figure in from..to (inclusive days). */
export async function readOrganizationFigures(
  db: Database,
  s: { tenantId: TenantId; centerId: number; from: string; to: string },
): Promise<OrganizationFigure[]> {
  const where = sql`d.tenant_id = ${s.tenantId} AND d.volunteer_center_id = ${s.centerId} AND d.day >= ${s.from} AND d.day <= ${s.to}`;
  const [rows, histogram] = await db.batch([
    db.all<Row>(sql`
      SELECT d.organization_id AS id, COALESCE(o.name, '') AS name, SUM(d.vacancies_published) AS vacancies_published,
        SUM(d.applications) AS applications, SUM(d.accepted) AS accepted, SUM(d.declined) AS declined
      FROM analytics_organization_days d LEFT JOIN organizations o ON o.id = d.organization_id AND o.tenant_id = d.tenant_id
      WHERE ${where}
      GROUP BY d.organization_id`),
    db.all<{ id: number; hours: number; answers: number }>(sql`
      SELECT d.organization_id AS id, d.hours, SUM(d.answers) AS answers
      FROM analytics_response_days d WHERE ${where}
      GROUP BY d.organization_id, d.hours ORDER BY d.organization_id, d.hours`),
  ]);
  const waits = new Map<number, { hours: number; answers: number }[]>();
  for (const h of histogram) waits.set(h.id, [...(waits.get(h.id) ?? []), h]);
  return rows.map((r) => {
    const decided = r.accepted + r.declined;
    return {
      id: String(r.id),
      name: r.name,
      vacancies_published: shownCount(r.vacancies_published),
      applications: shownCount(r.applications),
      accepted: shownCount(r.accepted),
      declined: shownCount(r.declined),
      acceptance_rate: decided < SMALL_GROUP ? null : Math.round((r.accepted / decided) * 1000) / 1000,
      median_response_hours: medianHours(waits.get(r.id) ?? []),
    };
  });
}

type SortKey = "name" | "vacancies_published" | "applications" | "acceptance_rate" | "median_response_hours";

/** The list's order: a figure not shown (null, fewer than five) sorts after every shown one. */
export function sortFigures(list: OrganizationFigure[], sort: { field: string; direction: "asc" | "desc" }[]) {
  const { field, direction } = sort[0] ?? { field: "name", direction: "asc" };
  const sign = direction === "desc" ? -1 : 1;
  const key = field as SortKey;
  return [...list].sort((a, b) => {
    if (key === "name") return sign * a.name.localeCompare(b.name, "nl") || Number(a.id) - Number(b.id);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name, "nl") : x === null ? 1 : -1;
    return sign * (x - y) || a.name.localeCompare(b.name, "nl");
  });
}
