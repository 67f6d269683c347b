import {
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  type AnalyticsReportAttributes,
  type GroupFigure,
  type MonthFigure,
  previousPeriod,
  shownCount,
} from "@contract/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { type DayRow, firstLiveDay, liveDayReads } from "./live-days";
import { idParams } from "../../db/id-list";

// The report of /analytics from the daily roll-ups (roll-up.ts): each figure is one range of
// analytics_days' primary key (tenant, centre, metric, dimension, day), summed per period, through
// the last day the roll-up finished; the days after it are counted live (live-days.ts) and added.

interface Scope {
  tenantId: TenantId;
  centerId: number;
  from: string;
  to: string;
  /** The last day of analytics_days to read (the roll-up's; '' reads none). */
  rolled: string;
}

interface Sums {
  current: number;
  previous: number;
}

const shown = (s: Sums) => ({ current: shownCount(s.current), previous: shownCount(s.previous) });

// One metric's one dimension over both periods, split by period (day >= from is the current one).
function sums(db: Database, s: Scope, previousFrom: string, metric: AnalyticsMetric, dimension: "theme" | "place") {
  return db.all<Sums & { key: string }>(sql`
    SELECT key, SUM(CASE WHEN day >= ${s.from} THEN value ELSE 0 END) AS current,
      SUM(CASE WHEN day < ${s.from} THEN value ELSE 0 END) AS previous
    FROM analytics_days
    WHERE tenant_id = ${s.tenantId} AND volunteer_center_id = ${s.centerId} AND metric = ${metric}
      AND dimension = ${dimension} AND day >= ${previousFrom} AND day <= ${s.to} AND day <= ${s.rolled}
    GROUP BY key`);
}

/** Adds the live days' counts to the sums read from the roll-up, by the key `keyOf` gives a row. */
function addLive<T extends Sums>(
  rows: T[],
  live: DayRow[],
  from: string,
  keyOf: (r: DayRow) => string | null,
  make: (key: string) => T,
  rowKey: (r: T) => string,
) {
  const byKey = new Map(rows.map((r) => [rowKey(r), r]));
  for (const r of live) {
    const key = keyOf(r);
    if (key === null) continue;
    let row = byKey.get(key);
    if (!row) byKey.set(key, (row = make(key)));
    if (r.day >= from) row.current += r.value;
    else row.previous += r.value;
  }
  return [...byKey.values()];
}

/** The months from..to touches ("2024-03"), in order. */
export const months = (from: string, to: string) => {
  const list: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    list.push(m);
    const [y, mm] = m.split("-").map(Number);
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, "0")}`;
  }
  return list;
};

const byCurrent = (a: GroupFigure & { raw: number }, b: GroupFigure & { raw: number }) => b.raw - a.raw || a.label.localeCompare(b.label);

/** The whole report for one centre, period and breakdown metric. */
export async function readReport(
  db: Database,
  scope: Omit<Scope, "rolled">,
  through: string | null,
  metric: AnalyticsMetric,
): Promise<Omit<AnalyticsReportAttributes, "rolled_through">> {
  const previous = previousPeriod(scope.from, scope.to);
  const liveFrom = firstLiveDay(through, previous.from);
  const s: Scope = { ...scope, rolled: through === null ? "" : through };
  const metrics = sql.join(
    ANALYTICS_METRICS.map((m) => sql`${m}`),
    sql`, `,
  );
  // One D1 batch, the live days' statements with them: read apart, each of the eleven was a D1 call
  // of its own for the api worker to send and unpack (issue 47).
  const [rolledTotals, rolledMonths, rolledThemes, rolledPlaces, ...liveRows] = await db.batch([
    db.all<Sums & { metric: AnalyticsMetric }>(sql`
      SELECT metric, SUM(CASE WHEN day >= ${s.from} THEN value ELSE 0 END) AS current,
        SUM(CASE WHEN day < ${s.from} THEN value ELSE 0 END) AS previous
      FROM analytics_days
      WHERE tenant_id = ${s.tenantId} AND volunteer_center_id = ${s.centerId} AND metric IN (${metrics})
        AND dimension = 'all' AND day >= ${previous.from} AND day <= ${s.to} AND day <= ${s.rolled}
      GROUP BY metric`),
    db.all<{ current: number; month: string; value: number }>(sql`
      SELECT day >= ${s.from} AS current, substr(day, 1, 7) AS month, SUM(value) AS value
      FROM analytics_days
      WHERE tenant_id = ${s.tenantId} AND volunteer_center_id = ${s.centerId} AND metric = ${metric}
        AND dimension = 'all' AND day >= ${previous.from} AND day <= ${s.to} AND day <= ${s.rolled}
      GROUP BY 1, 2`),
    sums(db, s, previous.from, metric, "theme"),
    sums(db, s, previous.from, metric, "place"),
    ...liveDayReads(db, s, liveFrom, s.to),
  ]);
  const live = (liveRows as DayRow[][]).flat();
  const totals = addLive(
    rolledTotals,
    live,
    s.from,
    (r) => (r.dimension === "all" ? r.metric : null),
    (key) => ({ metric: key as AnalyticsMetric, current: 0, previous: 0 }),
    (r) => r.metric,
  );
  const grouped = (rows: (Sums & { key: string })[], dimension: string) =>
    addLive(
      rows,
      live,
      s.from,
      (r) => (r.dimension === dimension && r.metric === metric ? r.key : null),
      (key) => ({ key, current: 0, previous: 0 }),
      (r) => r.key,
    );
  const themes = grouped(rolledThemes, "theme");
  const places = grouped(rolledPlaces, "place");
  const monthRows = [...rolledMonths];
  for (const r of live) {
    if (r.dimension !== "all" || r.metric !== metric) continue;
    const current = r.day >= s.from ? 1 : 0;
    const month = r.day.slice(0, 7);
    const row = monthRows.find((m) => Boolean(m.current) === Boolean(current) && m.month === month);
    if (row) row.value += r.value;
    else monthRows.push({ current, month, value: r.value });
  }
  const tagIds = themes.map((t) => Number(t.key)).filter(Number.isSafeInteger);
  const tagNames = new Map(
    tagIds.length === 0
      ? []
      : (
          await db.all<{ id: number; name: string }>(sql`
            SELECT id, name FROM tags WHERE tenant_id = ${s.tenantId} AND id IN (${idParams(tagIds)})`)
        ).map((t) => [String(t.id), t.name]),
  );
  const total = new Map(totals.map((t) => [t.metric, t]));
  const monthValue = (current: boolean, month: string) => monthRows.find((r) => Boolean(r.current) === current && r.month === month)?.value ?? 0;
  const currentMonths = months(s.from, s.to);
  const previousMonths = months(previous.from, previous.to);
  const by_month: MonthFigure[] = currentMonths.map((month, i) => ({
    month,
    previous_month: previousMonths[i] ?? "",
    current: shownCount(monthValue(true, month)),
    previous: previousMonths[i] ? shownCount(monthValue(false, previousMonths[i])) : 0,
  }));
  const groups = (rows: (Sums & { key: string })[], label: (key: string) => string) =>
    rows
      .map((r) => ({ key: r.key, label: label(r.key), raw: r.current, ...shown(r) }))
      .sort(byCurrent)
      .map(({ raw: _, ...g }) => g);
  return {
    from: s.from,
    to: s.to,
    previous_from: previous.from,
    previous_to: previous.to,
    metric,
    totals: ANALYTICS_METRICS.map((m) => ({ metric: m, ...shown(total.get(m) ?? { current: 0, previous: 0 }) })),
    by_month,
    // A theme deleted since keeps its count under its id (the screens name it "removed theme").
    by_theme: groups(themes, (key) => tagNames.get(key) ?? ""),
    by_place: groups(places, (key) => key),
  };
}

/** The last day the roll-up finished, or null before its first run. */
export async function rolledThrough(db: Database) {
  const row = await db.get<{ rolled_through: string } | undefined>(sql`SELECT rolled_through FROM analytics_roll_up_state WHERE id = 1`);
  return row?.rolled_through ?? null;
}
