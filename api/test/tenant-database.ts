import { env } from "cloudflare:test";
import { databaseFor } from "../src/db/tenant-databases";
import type { ApiEnv } from "../src/env";

// The api suite runs with tenant B in a database of its own (TENANT_DATABASES in
// api/vitest.config.ts, docs/testing.md): a test that reads or writes D1 for a tenant goes through
// the binding the api would pick for it, never env.DB by habit.

/** The D1 database the api reads and writes this tenant's rows in. */
export const dbOf = (tenant: string): D1Database => databaseFor(env as unknown as ApiEnv, tenant);

/**
 * Where a seeder that was given `db` writes this tenant's rows: the tenant's own database when
 * `db` is the shared binding; a database given on purpose (a counting or failing wrapper, DB_OWN
 * itself) gets every row, as before.
 */
export const seedTarget = (db: D1Database, tenant: string): D1Database => (db === env.DB ? dbOf(tenant) : db);

/** A seeder's statement: its SQL, its values, and the tenant whose row it writes (null: every database). */
export type Seeded = { tenant: string | null; sql: string; values?: unknown[] };

/**
 * Runs the statements as one batch per database (the shared one first), each on the database
 * its tenant lives in; a statement of no tenant (a delete across the fixture tenants, a global
 * table) runs in each of them.
 */
export async function batchPerDatabase(db: D1Database, statements: Seeded[]) {
  const targets = [...new Set([db, ...statements.flatMap((s) => (s.tenant === null ? [] : [seedTarget(db, s.tenant)]))])];
  for (const target of targets) {
    const mine = statements.filter((s) => (s.tenant === null ? true : seedTarget(db, s.tenant) === target));
    if (mine.length > 0) await target.batch(mine.map((s) => target.prepare(s.sql).bind(...(s.values ?? []))));
  }
}

/** Reads one row of this tenant's database (test/auth.ts's `row` reads the shared one). */
export function rowOf<T = Record<string, unknown>>(tenant: string, sql: string, ...bindings: unknown[]) {
  return dbOf(tenant)
    .prepare(sql)
    .bind(...bindings)
    .first<T>();
}

/** Rows of `tenant` in `db`, by table, over every table with a tenant_id column (and `tenants`). */
export async function rowsOf(db: D1Database, tenant: string): Promise<Record<string, number>> {
  const { results } = await db
    .prepare(
      "SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND m.sql NOT LIKE 'CREATE VIRTUAL%' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'tenant_id') ORDER BY m.name",
    )
    .all<{ name: string }>();
  const counts = await db.batch([
    db.prepare("SELECT count(*) AS n FROM tenants WHERE id = ?").bind(tenant),
    ...results.map(({ name }) => db.prepare(`SELECT count(*) AS n FROM "${name}" WHERE tenant_id = ?`).bind(tenant)),
  ]);
  const byTable = Object.fromEntries(["tenants", ...results.map((r) => r.name)].map((name, i) => [name, (counts[i]!.results[0] as { n: number }).n]));
  return Object.fromEntries(Object.entries(byTable).filter(([, n]) => n > 0));
}
