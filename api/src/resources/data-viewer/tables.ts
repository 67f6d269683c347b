import { CELL_MAX_LENGTH, HIDDEN_TABLES, isDeniedColumn } from "@contract/data-viewer";
import { isolateCachesPer } from "@contract/isolate-cache";
import { containsTextSql } from "../../db/contains";
import type { Page } from "../../jsonapi/query";
import { pageOffset } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";

// What the data viewer reads: the tables of the migrated schema that carry a tenant_id (so every
// row it shows is filtered by the request's tenant), each with the columns it may show. Table and
// column names come from SQLite's own catalogue and are matched against it, never taken from the
// request, so they are safe to quote into the SQL; every value is bound.

export interface ViewableTable {
  name: string;
  /** Shown, in the table's order. */
  columns: string[];
  /** Never shown, searched or sent (the deny list of contract/data-viewer). */
  hiddenColumns: string[];
  /** The primary key's columns (rowid when none): the rows' stable order for paging. */
  order: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface ColumnInfo {
  name: string;
  pk: number;
}

// The catalogue per database for a minute: it changes only with a migration, and its read (a row
// per column of every table, over a thousand) was most of the api worker's time on both of the
// viewer's calls (issue 47). A migration shows within a minute; until then a column it dropped
// could fail a table's read, as a deploy's migrations run before its code does anyway.
const CATALOGUE_TTL_MS = 60_000;
const catalogues = isolateCachesPer<Promise<ViewableTable[]>>({ max: 1, ttlMs: CATALOGUE_TTL_MS });

/** Every table the viewer may show, by name: SQLite's catalogue, read once a minute per database. */
export function listViewableTables(db: D1Database): Promise<ViewableTable[]> {
  return catalogues(db).getOrSet("tables", () => readViewableTables(db));
}

async function readViewableTables(db: D1Database): Promise<ViewableTable[]> {
  const { results } = await db
    .prepare(
      `SELECT m.name AS tableName, m.sql AS sql, p.name AS name, p.pk AS pk
       FROM sqlite_master m JOIN pragma_table_info(m.name) p
       WHERE m.type = 'table' AND substr(m.name, 1, 7) <> 'sqlite_'
         AND substr(m.name, 1, 4) <> '_cf_' AND m.name <> 'd1_migrations'
       ORDER BY m.name, p.cid`,
    )
    .all<ColumnInfo & { tableName: string; sql: string | null }>();
  const byTable = new Map<string, { sql: string | null; columns: ColumnInfo[] }>();
  for (const row of results) {
    const entry = byTable.get(row.tableName) ?? { sql: row.sql, columns: [] };
    entry.columns.push({ name: row.name, pk: row.pk });
    byTable.set(row.tableName, entry);
  }
  const viewable: ViewableTable[] = [];
  for (const [name, { sql, columns }] of byTable) {
    // Full-text tables and their shadow tables hold copies of other tables' text, without a tenant.
    if ((HIDDEN_TABLES as readonly string[]).includes(name) || /^CREATE VIRTUAL/i.test(sql ?? "")) continue;
    if (!columns.some((column) => column.name === "tenant_id")) continue;
    const keys = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    viewable.push({
      name,
      columns: columns.filter((column) => !isDeniedColumn(name, column.name)).map((column) => column.name),
      hiddenColumns: columns.filter((column) => isDeniedColumn(name, column.name)).map((column) => column.name),
      order: keys.length ? keys.map((column) => column.name) : ["rowid"],
    });
  }
  return viewable;
}

// A cell as the page shows it: long text cut, bytes as their size.
function cell(value: unknown): string | number | null {
  if (value === null || typeof value === "number") return value as number | null;
  if (value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  const text = String(value);
  return text.length > CELL_MAX_LENGTH ? `${text.slice(0, CELL_MAX_LENGTH)}…` : text;
}

/**
 * One page of a table's rows of this tenant, with only its shown columns, and the total. A search
 * matches any shown column (as text) containing it; hidden columns are never searched, so a
 * search cannot find out what they hold.
 */
export async function readRows(db: D1Database, tenantId: TenantId, table: ViewableTable, page: Page, search: string | undefined) {
  const columns = table.columns.map(quote).join(", ");
  const binds: unknown[] = [tenantId];
  let where = `tenant_id = ?`;
  if (search) {
    where += ` AND (${table.columns.map((c) => containsTextSql(`CAST(${quote(c)} AS TEXT)`)).join(" OR ")})`;
    binds.push(...table.columns.map(() => search));
  }
  const from = `FROM ${quote(table.name)} WHERE ${where}`;
  const [rows, total] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${columns} ${from} ORDER BY ${table.order.map(quote).join(", ")} LIMIT ? OFFSET ?`).bind(...binds, page.size, pageOffset(page)),
    db.prepare(`SELECT count(*) AS total ${from}`).bind(...binds),
  ]);
  return {
    rows: rows.results.map((row) => Object.fromEntries(table.columns.map((c) => [c, cell(row[c])]))),
    total: Number(total.results[0]?.total ?? 0),
  };
}
