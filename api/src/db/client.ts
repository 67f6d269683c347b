import { drizzle } from "drizzle-orm/d1";
import type { Context, MiddlewareHandler } from "hono";
import { configOf } from "../config";
import type { AppEnv } from "../env";
import { countRowsRead } from "./rows-read";
import { SHARED_DATABASE, bindingNamed, databaseNameFor } from "./tenant-databases";
import { D1_BOOKMARK, D1_BOOKMARK_HEADER } from "@contract/replication";

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
 * answer says what the request read in `X-D1-Rows-Read-Total` (and how many statements it ran in
 * `X-D1-Statements`), so each benchmark reads the same
 * figure for any endpoint without code of its own (docs/performance.md).
 */
export const withDb: MiddlewareHandler<AppEnv> = async (c, next) => {
  const measured = configOf(c.env).ENVIRONMENT !== "production";
  const d1 = requestDatabase(c.env, c.req.header("x-tenant"));
  c.set("d1", d1);
  const session = openSession(d1, c.req.header(D1_BOOKMARK_HEADER));
  const { db, counter } = countRowsRead(session as unknown as D1Database, measured);
  c.set("db", createDb(db));
  c.set("rowsRead", counter);
  await next();
  const bookmark = session.getBookmark();
  try {
    if (bookmark) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
    if (measured) c.res.headers.set("X-D1-Rows-Read-Total", String(counter.rowsReadTotal));
    if (measured) c.res.headers.set("X-D1-Statements", String(counter.statements));
  } catch {
    // An answer with immutable headers (a fetched one, such as a file from R2) goes out as it is.
  }
};

/**
 * The platform's own rows, which no tenant owns and every tenant sees (the stock images,
 * docs/files.md): held once, in the shared database, whichever database the request's tenant
 * lives in (docs/decisions/0015-tenant-databases.md). A request of a tenant of the shared database
 * reads them through its own session and counter.
 */
export function platformDb(c: Context<AppEnv>): Database {
  return c.var.d1 === c.env.DB ? c.var.db : createDb(c.env.DB);
}

// Same rule as tenancy.ts: only a well-formed id can name a database; anything else reads the
// shared one, where resolveTenant answers its 400 or 404 as before.
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The database of the tenant the request names in X-Tenant (db/tenant-databases.ts), chosen
 * before the first statement: resolving the tenant reads its row from there. A request without a
 * tenant (none reads tenant data) uses the shared database.
 */
function requestDatabase(env: AppEnv["Bindings"], tenantHeader: string | undefined): D1Database {
  const name = tenantHeader !== undefined && TENANT_ID.test(tenantHeader) ? databaseNameFor(env, tenantHeader) : SHARED_DATABASE;
  return bindingNamed(env, name);
}

/**
 * D1 read replication (docs/architecture.md, "Read replication"): every statement of the request
 * goes through one session of the Sessions API. Without a bookmark it may read any replica
 * ("first-unconstrained"); with the caller's bookmark it reads a state at least that new, so a
 * visitor reads their own writes. A bookmark not in D1's format is ignored, not handed on.
 */
export function openSession(d1: D1Database, bookmark: string | undefined): D1DatabaseSession {
  return d1.withSession(bookmark && D1_BOOKMARK.test(bookmark) ? bookmark : "first-unconstrained");
}

export type RowsReadCounter = ReturnType<typeof countRowsRead>["counter"];
