import type { Context, MiddlewareHandler } from "hono";
import { configOf } from "../config";
import type { AppEnv } from "../env";
import { type ParsedQuery, type QuerySpec, parseQuery } from "./query";

export interface ListQueryOptions<S extends QuerySpec, Q, R, G> {
  /**
   * The list's access check, when the handler needs what it found (the actor, the path's form):
   * it runs first, so its 401/403/404 come before any 400, and `.access(c)` hands its result on.
   * A plain sign-in check is the route's `signedIn` middleware instead.
   */
  guard?: (c: Context<AppEnv>) => G | Promise<G>;
  /**
   * Parameters outside JSON:API's families (`count`): read and removed before the spec's parse,
   * so their 400 comes first, as it did when the handlers read them.
   */
  take?: (params: URLSearchParams) => R;
  /**
   * What the spec cannot say: rules between parameters and lookups (a postcode nobody knows).
   * It runs after the parse; an access check the 400s must wait for goes in it, in its order.
   */
  check?: (c: Context<AppEnv>, query: ParsedQuery<S>, taken: R, access: G) => Q | Promise<Q>;
  /**
   * Outside production, answer `X-D1-Rows-Read`: the rows the list's own statements read, its
   * check's lookups included (not the tenant lookup or the token check before them); withDb adds
   * the whole request's as `-Total`. The benchmarks read it (scripts/bench-*.mjs).
   */
  rowsReadHeader?: boolean;
}

/**
 * A list's query middleware, and the typed reading of what it left for the handler: the query is
 * also the route's validated input, `c.req.valid("query")` (request-input.ts).
 */
export interface ListQueryMiddleware<Q, G = undefined> extends MiddlewareHandler<AppEnv, string, { out: { query: Q } }> {
  /** The list's query: parsed against its QuerySpec, then checked (and maybe resolved) by `check`. */
  of(c: Context<AppEnv>): Q;
  /** What `guard` returned. */
  access(c: Context<AppEnv>): G;
}

/**
 * The one place a list's query answers 400 (docs/api.md "Lists"): the QuerySpec's parse, the
 * list's own `take` and `check`. Mounted after the route's access middleware (auth/authenticate.ts
 * signedIn), so a 401/403 still comes before a 400, and before the handler, which reads the query
 * with `.of(c)` and never looks at the query string. Stored on `c.var.listQuery` untyped: a Hono
 * env that grew a typed variable would no longer pass as Context<AppEnv> to the list's helpers.
 */
export function listQuery<S extends QuerySpec, Q = ParsedQuery<S>, R = undefined, G = undefined>(
  spec: S,
  options: ListQueryOptions<S, Q, R, G> = {},
): ListQueryMiddleware<Q, G> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const access = options.guard ? await options.guard(c) : (undefined as G);
    const params = new URL(c.req.url).searchParams;
    const taken = options.take ? options.take(params) : (undefined as R);
    const parsed = parseQuery(params, spec);
    const before = c.var.rowsRead?.rowsRead ?? 0;
    const query = options.check ? await options.check(c, parsed, taken, access) : (parsed as Q);
    c.set("listQuery", { query, access });
    c.req.addValidatedData("query", query as object);
    await next();
    if (options.rowsReadHeader && configOf(c.env).ENVIRONMENT !== "production") {
      c.res.headers.set("X-D1-Rows-Read", String((c.var.rowsRead?.rowsRead ?? 0) - before));
    }
  };
  const stored = (c: Context<AppEnv>) => {
    if (c.var.listQuery === undefined) throw new Error("The list's listQuery middleware did not run before its handler.");
    return c.var.listQuery;
  };
  return Object.assign(middleware as MiddlewareHandler<AppEnv, string, { out: { query: Q } }>, {
    of: (c: Context<AppEnv>) => stored(c).query as Q,
    access: (c: Context<AppEnv>) => stored(c).access as G,
  });
}
