import { applyD1Migrations, env } from "cloudflare:test";

type SchemaObject = { type: string; name: string; sql: string | null; parents: string | null };
/** Empties a D1 database (tables, views, triggers) and applies the api's migrations to it. */
export async function resetDatabase(db: D1Database) {
  const { results: objects } = await db
    .prepare(
      `SELECT type, name, sql, (SELECT group_concat("table", char(31)) FROM pragma_foreign_key_list(m.name)) AS parents
   FROM sqlite_master m WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'`,
    )
    .all<SchemaObject>();
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
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
  const drops = [
    ...objects.filter((o) => o.type === "trigger").map((o) => `DROP TRIGGER IF EXISTS ${quote(o.name)}`),
    ...objects.filter((o) => o.type === "view").map((o) => `DROP VIEW IF EXISTS ${quote(o.name)}`),
    ...objects.filter(isVirtual).map((o) => `DROP TABLE IF EXISTS ${quote(o.name)}`),
    ...ordered.map((o) => `DROP TABLE IF EXISTS ${quote(o.name)}`),
  ];
  if (drops.length) await db.batch(drops.map((sql) => db.prepare(sql)));
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
}
