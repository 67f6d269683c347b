import { drizzle } from "drizzle-orm/d1";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import * as accounts from "./accounts-schema";
import * as mail from "./mail-schema";
import * as centers from "./schema";

const schema = { ...centers, ...accounts, ...mail };

/** Drizzle on the request's D1 binding. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;

/** Puts a Drizzle client on `c.var.db`; it is a thin wrapper, so building one per request is cheap. */
export const withDb: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
};
