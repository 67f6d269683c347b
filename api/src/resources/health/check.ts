import type { DatabaseHealth } from "@contract/health";

// wrangler's record of applied migrations (`wrangler d1 migrations apply`; the tests' setup too).
const MIGRATIONS = "SELECT count(*) AS applied, (SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1) AS level FROM d1_migrations";

/** One round trip to D1 that also reads the migration level; never throws. */
export async function checkDatabase(db: D1Database): Promise<DatabaseHealth> {
  const started = Date.now();
  try {
    const row = await db.prepare(MIGRATIONS).first<{ applied: number; level: string | null }>();
    return { reachable: true, latency_ms: Date.now() - started, migration_level: row?.level ?? null, migrations_applied: row?.applied ?? 0 };
  } catch {
    return { reachable: false, latency_ms: Date.now() - started, migration_level: null, migrations_applied: 0 };
  }
}
