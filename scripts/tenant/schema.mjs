// The tables that hold a tenant's rows, read from the database itself, so a table a later migration
// adds is exported, imported and deleted without a change here.
import { ident, literal } from "./sql.mjs";

/**
 * Kept by triggers from other tables (docs/organizations.md, the name search; the hours' sums):
 * written again by SQLite when their source rows are imported, so an archive leaves them out. They are still deleted
 * with the tenant (the walk below finds their tenant_id).
 */
export const DERIVED_TABLES = new Set([
  "organization_name_trigrams",
  "organization_name_trigram_counts",
  // The sums of approved hours per day and per year (0176, 0177, docs/shifts-and-hours.md):
  // importing hour_records writes them again; their rows in an archive would count twice.
  "hour_days",
  "hour_years",
]);

/**
 * Every table with a tenant_id column plus `tenants` itself, in an order where a table comes after
 * the tables its foreign keys point at (parents first). Virtual tables (full-text indexes, kept by
 * triggers) and their shadow tables carry no tenant_id column and are not listed.
 */
export async function tenantTables(db) {
  // Two queries for the whole schema (the pragmas joined to the table list), not two per table: each
  // query is a round trip (a wrangler call with --remote), and there are some 200 tables.
  const tables =
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND sql NOT LIKE 'CREATE VIRTUAL%'";
  const columnRows = await db.query(`SELECT m.name AS tbl, c.name, c.pk FROM (${tables}) m, pragma_table_info(m.name) c ORDER BY m.name, c.cid`);
  const parentRows = await db.query(`SELECT DISTINCT m.name AS tbl, f."table" AS parent FROM (${tables}) m, pragma_foreign_key_list(m.name) f`);
  const columnsOf = Map.groupBy(columnRows, (r) => r.tbl);
  const described = [];
  for (const [name, columns] of columnsOf) {
    const scope = name === "tenants" ? "id" : columns.some((c) => c.name === "tenant_id") ? "tenant_id" : null;
    if (scope === null) continue;
    const parents = parentRows.filter((r) => r.tbl === name).map((r) => r.parent);
    const key = columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    described.push({ name, scope, columns: columns.map((c) => c.name), key, parents, derived: DERIVED_TABLES.has(name) });
  }
  return parentsFirst(described);
}

/**
 * Rows of `tenant` in each of `tables`, by table name: a column of counts per table, at most
 * `COLUMNS` a query (D1 answers at most 100 columns and takes at most five parts of a UNION), so
 * a few round trips instead of one a table.
 */
export async function tenantRowCountsOf(db, tables, tenant) {
  const counts = new Map();
  for (let i = 0; i < tables.length; i += COLUMNS) {
    const part = tables.slice(i, i + COLUMNS);
    const [row] = await db.query(`SELECT ${part.map((t, j) => `(SELECT count(*) FROM ${ident(t.name)} WHERE ${ofTenant(t, tenant)}) AS c${j}`).join(", ")}`);
    part.forEach((t, j) => counts.set(t.name, row[`c${j}`]));
  }
  return counts;
}

const COLUMNS = 100;

function parentsFirst(tables) {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered = [];
  const seen = new Set();
  const visit = (table, path = []) => {
    if (seen.has(table.name) || path.includes(table.name)) return;
    for (const parent of table.parents) if (parent !== table.name && byName.has(parent)) visit(byName.get(parent), [...path, table.name]);
    seen.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** The WHERE clause that picks one tenant's rows of a table. */
export const ofTenant = (table, tenant) => `${ident(table.scope)} = ${literal(tenant)}`;

/** Rows of one tenant, in primary-key order so two exports of the same data are equal. */
export async function tenantRows(db, table, tenant) {
  const order = table.key.length > 0 ? table.key.map(ident).join(", ") : "rowid";
  const select = `SELECT ${table.columns.map(ident).join(", ")} FROM ${ident(table.name)} WHERE ${ofTenant(table, tenant)} ORDER BY ${order}`;
  // In pages: the local runtime's proxy failed ("fetch failed") on one answer of a tenant's
  // 100,000 vacancies (docs/performance.md, "Moving a tenant between databases").
  const rows = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await db.query(`${select} LIMIT ${PAGE_ROWS} OFFSET ${offset}`);
    rows.push(...page.map((row) => table.columns.map((c) => row[c])));
    if (page.length < PAGE_ROWS) return rows;
  }
}

/** Rows one query of an export reads. */
const PAGE_ROWS = 5000;

/**
 * Row counts of every tenant table, per tenant (`tenant list`'s share of the database): each
 * table's counts as one JSON column, at most `COLUMNS` tables a query.
 */
export async function countsByTenant(db, tables) {
  const counts = {};
  for (let i = 0; i < tables.length; i += COLUMNS) {
    const part = tables.slice(i, i + COLUMNS);
    const columns = part.map(
      (t, j) => `(SELECT json_group_object(tenant, n) FROM (SELECT ${ident(t.scope)} AS tenant, count(*) AS n FROM ${ident(t.name)} GROUP BY 1)) AS c${j}`,
    );
    const [row] = await db.query(`SELECT ${columns.join(", ")}`);
    part.forEach((t, j) => {
      for (const [tenant, n] of Object.entries(JSON.parse(row[`c${j}`]))) (counts[tenant] ??= {})[t.name] = n;
    });
  }
  return counts;
}
