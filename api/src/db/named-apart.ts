import { type SQL, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

type ValueOf<C> = C extends SQLiteColumn ? (C["_"]["notNull"] extends true ? C["_"]["data"] : C["_"]["data"] | null) : never;

/** A table's columns as a select's fields, each an aliased SQL of the column's own value type. */
export type NamedApart<T extends SQLiteTable> = { [K in keyof T["_"]["columns"]]: SQL.Aliased<ValueOf<T["_"]["columns"][K]>> };

/**
 * A table's columns for a select, each under a name of its own (`prefix.column`: no column has a
 * dot, and `vacancy_id` would have met the application's own), read as the column reads:
 * `{ vacancy: namedApart(vacancies, "vacancy") }` selects what `{ vacancy: vacancies }` does. A D1
 * batch answers a row by column name, so a select of two tables whose columns share names (`id`,
 * `tenant_id`) cannot go in one as it is (patches/drizzle-orm+0.45.4.patch refuses it); named
 * apart it can, beside its count. For inner joins only: Drizzle makes a left join's missing row
 * null from its columns, not from such fields.
 *
 * The fields hold no values, only the column: made once per module. For a raw SQL select of
 * several tables, `tableColumns` (id-list.ts) names them apart and decodes the rows itself.
 */
export function namedApart<T extends SQLiteTable>(table: T, prefix: string): NamedApart<T> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, sql`${column}`.mapWith(column).as(`${prefix}.${column.name}`)]),
  ) as NamedApart<T>;
}
