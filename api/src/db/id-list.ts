import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * `column IN (ids)` with the ids as SQL literals: D1 binds at most 100 parameters, and a page of
 * 100 ids with the tenant's parameters went over it (a 500 on page[size]=100). Literals, not one
 * bound JSON array through json_each: D1 counts each json_each row as a row read. Only integers
 * are written (anything else throws), so nothing can be injected.
 */
export function inIdList(column: SQLWrapper, ids: number[]): SQL {
  if (!ids.every(Number.isSafeInteger))
    throw new TypeError("inIdList takes integer ids only");
  return ids.length === 0
    ? sql`0`
    : sql`${column} IN (${sql.raw(ids.join(", "))})`;
}
