import { drizzle } from "drizzle-orm/d1";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Drizzle on the request's D1 binding. Without a schema: the API builds its queries with the
 * query builder and never uses relational queries (`db.query`), and handing Drizzle the schema
 * made it work out every table's relations again on every request (docs/performance.md).
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof createDb>;

/** Puts a Drizzle client on `c.var.db`; without a schema it is a thin wrapper, cheap per request. */
export const withDb: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
};
