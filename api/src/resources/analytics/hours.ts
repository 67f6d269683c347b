import { type HourFigureAttributes, type HourSums, previousPeriod } from "@contract/analytics";
import { addDays } from "@contract/activities";
import { DASHBOARD_COUNT_CAP } from "@contract/dashboard";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { months } from "./report";

// The centre's hours (docs/shifts-and-hours.md "The centre's hours"): read from hour_days (approved
// minutes per organization and day, kept by 0176's triggers), never from the records themselves,
// so a year costs a row per organization and day with hours. The centre's organizations are walked
// by organizations_tenant (tenant, centre, id) and each one's days are one range of hour_days' key.

interface Scope {
  centerId: number;
  from: string;
  to: string;
  /** The Dutch calendar's today: the dashboard's year and 30 days end here. */
  today: string;
}

interface MonthRow {
  id: number;
  name: string;
  current: number;
  month: string;
  minutes: number;
  records: number;
}

const zero = (): HourSums => ({ current: 0, previous: 0 });
const add = (sums: HourSums, current: boolean, value: number) => {
  if (current) sums.current += value;
  else sums.previous += value;
};
const mostFirst = (a: { label: string } & HourSums, b: { label: string } & HourSums) => b.current - a.current || a.label.localeCompare(b.label, "nl");

/** The centre's approved hours over from..to against the period before, and the dashboard's figure. */
export async function readHourFigures(db: Database, tenantId: TenantId, s: Scope): Promise<HourFigureAttributes> {
  const previous = previousPeriod(s.from, s.to);
  const centre = sql`o.tenant_id = ${tenantId} AND o.volunteer_center_id = ${s.centerId}`;
  const days = sql`organizations o JOIN hour_days d ON d.tenant_id = o.tenant_id AND d.organization_id = o.id`;
  const yearStart = `${s.today.slice(0, 4)}-01-01`;
  const thirtyDays = addDays(s.today, -29);
  const since = yearStart < thirtyDays ? yearStart : thirtyDays;
  // One D1 batch: read apart, each was a D1 call of its own for the api worker to send and unpack.
  const [rows, themes, [summary], [pending]] = await db.batch([
    db.all<MonthRow>(sql`
      SELECT o.id, o.name, d.date >= ${s.from} AS current, substr(d.date, 1, 7) AS month, SUM(d.minutes) AS minutes, SUM(d.records) AS records
      FROM ${days}
      WHERE ${centre} AND d.date >= ${previous.from} AND d.date <= ${s.to}
      GROUP BY o.id, 3, 4`),
    db.all<{ id: number; tag: number; label: string }>(sql`
      SELECT o.id, g.id AS tag, g.name AS label
      FROM organizations o JOIN organization_tags t ON t.organization_id = o.id JOIN tags g ON g.id = t.tag_id AND g.tenant_id = o.tenant_id
      WHERE ${centre}`),
    db.all<{ year: number | null; recent: number | null }>(sql`
      SELECT SUM(CASE WHEN d.date >= ${yearStart} THEN d.minutes ELSE 0 END) AS year,
        SUM(CASE WHEN d.date >= ${thirtyDays} THEN d.minutes ELSE 0 END) AS recent
      FROM ${days}
      WHERE ${centre} AND d.date >= ${since} AND d.date <= ${s.today}`),
    // Counted up to the dashboard's cap, as its items are: a backlog of 100,000 waiting records
    // read them all (docs/performance.md "Shifts and hours").
    db.all<{ n: number }>(sql`
      SELECT COUNT(*) AS n FROM (
        SELECT 1 FROM organizations o JOIN hour_records h ON h.tenant_id = o.tenant_id AND h.organization_id = o.id AND h.status = 'pending'
        WHERE ${centre} LIMIT ${DASHBOARD_COUNT_CAP})`),
  ]);
  const minutes = zero();
  const records = zero();
  const perMonth = new Map<string, number>();
  const perOrganization = new Map<number, { key: string; label: string } & HourSums>();
  for (const r of rows) {
    const current = Boolean(r.current);
    add(minutes, current, r.minutes);
    add(records, current, r.records);
    perMonth.set(`${current}:${r.month}`, (perMonth.get(`${current}:${r.month}`) ?? 0) + r.minutes);
    let organization = perOrganization.get(r.id);
    if (!organization) perOrganization.set(r.id, (organization = { key: String(r.id), label: r.name, ...zero() }));
    add(organization, current, r.minutes);
  }
  const perTheme = new Map<number, { key: string; label: string } & HourSums>();
  for (const t of themes) {
    const organization = perOrganization.get(t.id);
    if (!organization) continue;
    let theme = perTheme.get(t.tag);
    if (!theme) perTheme.set(t.tag, (theme = { key: String(t.tag), label: t.label, ...zero() }));
    theme.current += organization.current;
    theme.previous += organization.previous;
  }
  const currentMonths = months(s.from, s.to);
  const previousMonths = months(previous.from, previous.to);
  return {
    from: s.from,
    to: s.to,
    previous_from: previous.from,
    previous_to: previous.to,
    minutes,
    records,
    by_month: currentMonths.map((month, i) => ({
      month,
      previous_month: previousMonths[i] ?? "",
      current: perMonth.get(`true:${month}`) ?? 0,
      previous: previousMonths[i] ? (perMonth.get(`false:${previousMonths[i]}`) ?? 0) : 0,
    })),
    by_organization: [...perOrganization.values()].sort(mostFirst),
    by_theme: [...perTheme.values()].sort(mostFirst),
    year_minutes: summary?.year ?? 0,
    last_30_days_minutes: summary?.recent ?? 0,
    pending_records: pending?.n ?? 0,
    pending_capped: (pending?.n ?? 0) >= DASHBOARD_COUNT_CAP,
  };
}
