import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * `column IN (ids)` with the ids as one bound JSON array: D1 binds at most 100 parameters, and a
 * page of 100 ids with the tenant's parameters went over it (a 500 on page[size]=100).
 * SQLite reads json_each as a list of values and seeks each in the column's index.
 */
export const inIdList = (column: SQLWrapper, ids: number[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
