import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { LIVE_DAYS } from "./roll-up-sql";

// The days the nightly roll-up has not counted yet (today, and any day a missed run left behind),
// counted from the source rows on the view, so /analytics shows today's figures today.

export interface DayRow {
  metric: string;
  dimension: string;
  day: string;
  key: string;
  value: number;
}

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The first day not in the roll-up: the day after the last one it finished (all, before its first run). */
export const firstLiveDay = (through: string | null, from: string) => (through === null || through < from ? from : addDays(through, 1));

// LIVE_DAYS numbers its parameters (?1..?4); Drizzle binds its own, so each ?N becomes a bound value.
function numbered(text: string, values: readonly (string | number)[]): SQL {
  const parts = text.split(/\?(\d)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql``,
  );
}

/**
 * The statements that count the days from..to (inclusive) of one centre from the sources, one per
 * source (none when from > to): their rows together are the days' counts. Statements, not their
 * rows, so the report reads them in its own D1 batch.
 */
export function liveDayReads(db: Database, scope: { tenantId: TenantId; centerId: number }, from: string, to: string) {
  if (from > to) return [];
  const values = [from, addDays(to, 1), scope.tenantId, scope.centerId];
  return LIVE_DAYS.map((text) => db.all<DayRow>(numbered(text, values)));
}
