import { drizzle } from "drizzle-orm/d1";
import type { MiddlewareHandler } from "hono";
import { configOf } from "../config";
import type { AppEnv } from "../env";
import { countRowsRead } from "./rows-read";

/**
 * Drizzle on the request's D1 binding. Without a schema: the API builds its queries with the
 * query builder and never uses relational queries (`db.query`), and handing Drizzle the schema
 * made it work out every table's relations again on every request (docs/performance.md).
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof createDb>;

/**
 * Puts a Drizzle client on `c.var.db`; without a schema it is a thin wrapper, cheap per request.
 * Outside production every statement goes through a counting binding (`c.var.rowsRead`) and every
 * answer says what the request read in `X-D1-Rows-Read-Total`, so each benchmark reads the same
 * figure for any endpoint without code of its own (docs/performance.md).
 */
export const withDb: MiddlewareHandler<AppEnv> = async (c, next) => {
  const measured = configOf(c.env).ENVIRONMENT !== "production";
  const { db, counter } = countRowsRead(c.env.DB, measured);
  c.set("db", createDb(db));
  c.set("rowsRead", counter);
  await next();
  if (!measured) return;
  try {
    c.res.headers.set("X-D1-Rows-Read-Total", String(counter.rowsReadTotal));
  } catch {
    // An answer with immutable headers (a fetched one, such as a file from R2) goes out as it is.
  }
};

export type RowsReadCounter = ReturnType<typeof countRowsRead>["counter"];
