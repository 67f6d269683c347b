import { type Column, type InferSelectModel, type SQL, type SQLWrapper, type Table, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "./client";

/** Only integers are written into SQL (anything else throws), so nothing can be injected. */
function checked(ids: number[]): number[] {
  if (!ids.every(Number.isSafeInteger)) throw new TypeError("id lists take integer ids only");
  return ids;
}

/**
 * `column IN (ids)` with the ids as SQL literals: D1 binds at most 100 parameters, and a list of
 * 100 ids with the tenant's parameters went over it (a 500 on page[size]=100). Literals, not one
 * bound JSON array through json_each: D1 counts each json_each row as a row read.
 */
export function inIdList(column: SQLWrapper, ids: number[]): SQL {
  return ids.length === 0 ? sql`0` : sql`${column} IN (${sql.raw(checked(ids).join(", "))})`;
}

/**
 * FROM the rows of `table` with these ids, in their order: a VALUES table (alias p) that SQLite
 * reads first (CROSS JOIN) and a primary-key seek for each. D1 counts one row read per id; an
 * `IN` list counted two (the list's own temporary table, then the row). `ids` must not be empty.
 */
export function rowsById(table: SQLWrapper, id: SQLWrapper, ids: number[]): SQL {
  if (ids.length === 0) throw new TypeError("rowsById needs ids");
  const values = checked(ids)
    .map((i) => `(${i})`)
    .join(", ");
  return sql`(VALUES ${sql.raw(values)}) p CROSS JOIN ${table} ON ${id} = p.column1`;
}

/**
 * The tenant's rows of `table` with these ids (any order), by rowsById, as Drizzle's select of
 * `table` gives them: each column by its property name, through the column's own decoding.
 * Run with `values()` (D1's raw()), as Drizzle runs its selects: the columns are listed in
 * order.
 */
export async function findByIds<T extends Table & { id: Column; tenantId: Column }>(
  db: Database,
  table: T,
  tenantId: string,
  ids: number[],
): Promise<InferSelectModel<T>[]> {
  if (ids.length === 0) return [];
  const columns = Object.entries(getTableColumns(table));
  const list = sql.join(
    columns.map(([, column]) => sql`${table}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const rows = await db.values<unknown[]>(sql`SELECT ${list} FROM ${rowsById(table, table.id, ids)} WHERE ${table.tenantId} = ${tenantId}`);
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    columns.forEach(([key, column], i) => {
      const value = values[i];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    });
    return row as InferSelectModel<T>;
  });
}
