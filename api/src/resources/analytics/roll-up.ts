import type { ApiEnv } from "../../env";
import { OLDEST_DAY, ROLL_UP_STATEMENTS } from "./roll-up-sql";

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY);

/** Days counted again on every run: late changes (a deleted vacancy, a cancelled sign-up) land. */
export const RECOUNT_DAYS = 7;
/** A back-fill writes at most this many days per transaction, so one batch stays small. */
const CHUNK_DAYS = 366;

/**
 * Counts the days [from, to) again for every tenant and centre: deletes their roll-up rows and
 * writes them anew, in one transaction per chunk. Idempotent: running it twice gives the same rows.
 */
export async function rollUp(d1: D1Database, from: string, to: string) {
  for (let start = from; start < to; start = addDays(start, CHUNK_DAYS)) {
    const end = addDays(start, CHUNK_DAYS) < to ? addDays(start, CHUNK_DAYS) : to;
    await d1.batch(ROLL_UP_STATEMENTS.map((sql) => d1.prepare(sql).bind(start, end)));
  }
}

/**
 * The cron's roll-up (docs/analytics.md): from RECOUNT_DAYS before the last day it finished (or,
 * the first time, from the oldest row of any source: the back-fill) through yesterday (UTC).
 * Returns the range it counted, or null when there was nothing to count.
 */
export async function runRollUp(env: Pick<ApiEnv, "DB">, now = new Date()) {
  const d1 = env.DB;
  const today = iso(now.getTime());
  const state = await d1.prepare("SELECT rolled_through FROM analytics_roll_up_state WHERE id = 1").first<{ rolled_through: string }>();
  let from: string;
  if (state) from = addDays(state.rolled_through, 1 - RECOUNT_DAYS);
  else {
    const oldest = await d1.prepare(OLDEST_DAY).first<{ oldest: string | null }>();
    if (!oldest?.oldest) return null;
    from = oldest.oldest.slice(0, 10);
  }
  if (from >= today) return null;
  await rollUp(d1, from, today);
  const through = addDays(today, -1);
  await d1
    .prepare(
      `INSERT INTO analytics_roll_up_state (id, rolled_through, rolled_at) VALUES (1, ?1, ?2)
       ON CONFLICT (id) DO UPDATE SET rolled_through = excluded.rolled_through, rolled_at = excluded.rolled_at`,
    )
    .bind(through, now.toISOString())
    .run();
  return { from, through };
}
