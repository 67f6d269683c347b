import { type InferSelectModel, type SQL, type SQLWrapper, type Table, getTableColumns, sql } from "drizzle-orm";

/** Only integers are written into SQL (anything else throws), so nothing can be injected. */
function checked(ids: number[]): number[] {
  if (!ids.every(Number.isSafeInteger)) throw new TypeError("id lists take integer ids only");
  return ids;
}

/** `(VALUES (1), (2), …)`: a table of these ids (column1), in their order. */
const valuesOf = (ids: number[]): SQL =>
  sql`(VALUES ${sql.raw(
    checked(ids)
      .map((i) => `(${i})`)
      .join(", "),
  )})`;

/**
 * `1, 2, 3` as bound parameters, for an `IN (…)` of a short list (an actor's centres and
 * organizations, a page's ids); `NULL` for none, which matches nothing. A list that may near D1's
 * 100 parameters takes inIdList.
 */
export const idParams = (ids: number[]): SQL =>
  ids.length > 0
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`;

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
  return sql`${valuesOf(ids)} p CROSS JOIN ${table} ON ${id} = p.column1`;
}

/**
 * A table's columns for a SELECT of several tables, each named `prefix` and its place
 * (`"vacancies"."id" AS "v0"`, so two tables' `id`s do not collide), and the decoding of a result
 * row into the row Drizzle's own select gives: each column by its property name, through the
 * column's own decoding. Run with `all()`, whose rows are counted in X-D1-Rows-Read
 * (rows-read.ts) as Drizzle's `values()` are not. For Drizzle's own select, `namedApart`
 * (named-apart.ts) does the naming.
 */
export function tableColumns<T extends Table>(table: T, prefix: string) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column], i) => ({ key, column, alias: `${prefix}${i}` }));
  return {
    list: sql.join(
      columns.map(({ column, alias }) => sql`${table}.${sql.identifier(column.name)} AS ${sql.identifier(alias)}`),
      sql`, `,
    ),
    decode(values: Record<string, unknown>): InferSelectModel<T> {
      const row: Record<string, unknown> = {};
      for (const { key, column, alias } of columns) {
        const value = values[alias];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as InferSelectModel<T>;
    },
    /** A LEFT JOINed table's row, or null when the join found none (every column null), as Drizzle's. */
    decodeJoined(values: Record<string, unknown>): InferSelectModel<T> | null {
      return columns.every(({ alias }) => values[alias] === null || values[alias] === undefined) ? null : this.decode(values);
    },
  };
}

/**
 * A statement of these ids (column `id`) in their order, for FROM: a VALUES table, as rowsById.
 * `ids` must not be empty.
 */
export function idsTable(ids: number[]): SQL {
  if (ids.length === 0) throw new TypeError("idsTable needs ids");
  return sql`SELECT column1 AS id FROM ${valuesOf(ids)}`;
}
