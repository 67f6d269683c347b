import { applyD1Migrations, env } from "cloudflare:test";

type SchemaObject = { type: string; name: string; sql: string | null; parents: string | null };
/** The schema objects of a D1 database, its tables ordered children first. */
async function schemaOf(db: D1Database) {
  const { results: objects } = await db
    .prepare(
      `SELECT type, name, sql, (SELECT group_concat("table", char(31)) FROM pragma_foreign_key_list(m.name)) AS parents
   FROM sqlite_master m WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'`,
    )
    .all<SchemaObject>();
  const isVirtual = (o: SchemaObject) => /^CREATE VIRTUAL/i.test(o.sql ?? "");
  // A virtual table's shadow tables go with it; a child table must go before its parent, because
  // dropping a table deletes its rows first and D1 enforces foreign keys.
  const tables = objects.filter((o) => o.type === "table" && !isVirtual(o));
  const ordered: SchemaObject[] = [];
  for (let left = tables; left.length;) {
    const parentsOfLeft = new Set(left.flatMap((o) => (o.parents ?? "").split("\x1f").filter((p) => p && p !== o.name)));
    const leaves = left.filter((o) => !parentsOfLeft.has(o.name));
    ordered.push(...(leaves.length ? leaves : left));
    left = leaves.length ? left.filter((o) => !leaves.includes(o)) : [];
  }
  return { objects, ordered, isVirtual };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Empties a D1 database (tables, views, triggers) and applies the api's migrations to it. */
export async function resetDatabase(db: D1Database) {
  const { objects, ordered, isVirtual } = await schemaOf(db);
  const drops = [
    ...objects.filter((o) => o.type === "trigger").map((o) => `DROP TRIGGER IF EXISTS ${quote(o.name)}`),
    ...objects.filter((o) => o.type === "view").map((o) => `DROP VIEW IF EXISTS ${quote(o.name)}`),
    ...objects.filter(isVirtual).map((o) => `DROP TABLE IF EXISTS ${quote(o.name)}`),
    ...ordered.map((o) => `DROP TABLE IF EXISTS ${quote(o.name)}`),
  ];
  if (drops.length) await db.batch(drops.map((sql) => db.prepare(sql)));
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
}

/**
 * Empties the rows of a database that already has every migration (children first, the migration
 * log kept); one without them is reset instead. About one batch, where a reset applies all the
 * migrations again: for tenant B's database, which only the fixtures and the api write, before
 * every file (test/apply-migrations.ts).
 */
export async function emptyDatabase(db: D1Database) {
  const applied = await db
    .prepare("SELECT count(*) AS n FROM d1_migrations")
    .first<{ n: number }>()
    .catch(() => null);
  if (applied?.n !== env.TEST_MIGRATIONS.length) return resetDatabase(db);
  const { objects, ordered, isVirtual } = await schemaOf(db);
  // Triggers run as the rows go (a count kept by trigger, a search index): whatever is not empty
  // afterwards, or a delete a table refuses, and the database is reset after all.
  const tables = [...ordered.filter((o) => o.name !== "d1_migrations"), ...objects.filter(isVirtual)];
  const emptied = await db
    .batch([
      ...tables.map((o) => db.prepare(`DELETE FROM ${quote(o.name)}`)),
      db.prepare(`SELECT ${tables.map((o) => `(SELECT count(*) FROM ${quote(o.name)})`).join(" + ")} AS n`),
    ])
    .then((results) => (results.at(-1)!.results[0] as { n: number }).n === 0)
    .catch(() => false);
  if (!emptied) await resetDatabase(db);
}
