/**
 * A D1 binding that adds up `meta.rows_read` of the statements run through it, for the
 * `X-D1-Rows-Read` headers outside production (the benchmarks read them). Statements
 * Drizzle runs with `raw()` carry no meta and are not counted there (its selects; the lists read
 * their pages with `all()`, so a list's figure holds its rows too).
 *
 * `rowsReadTotal` counts every statement, `raw()` included (`X-D1-Rows-Read-Total`): workerd's
 * D1 statement sends through the session it was prepared on (`_sendOrThrow`, or `_queryOrThrow`
 * over JSRPC), whose answer carries the meta that `raw()` drops, so statements are prepared on a
 * proxy of the session that looks at those answers. That is workerd's internal shape (local and
 * benchmarks only): the statement keeps its session in a private field in newer workerd (the one
 * `npm start` runs), in a public one in the tests' older one, and both take the session they are
 * prepared on from `prepare`'s `this`. Not for a database without a session (see `isSession`).
 *
 * `statements` counts the statements run (a batch's each), for `X-D1-Statements`: each is a round
 * trip to D1 unless batched, the cost that dominates an api call (docs/performance.md).
 *
 * `enabled` false (production, which sends no such header) hands back the binding itself.
 */
export function countRowsRead(d1: D1Database, enabled = true) {
  const counter = { rowsRead: 0, rowsReadTotal: 0, statements: 0 };
  if (!enabled) return { db: d1, counter };
  const addTotal = (result: unknown) => {
    for (const r of Array.isArray(result) ? result : [result]) counter.rowsReadTotal += (r as D1Result | undefined)?.meta?.rows_read ?? 0;
    return result;
  };
  // The session's sends, seen; everything else of it bound to the session itself (its private
  // fields). Only a session (withDb's) prepares on `this`; a database reaches its own private
  // session in `prepare`, which a proxy as `this` would break, so its raw statements go uncounted.
  const sends = new Set<PropertyKey>(["_sendOrThrow", "_queryOrThrow"]);
  const isSession = !("withSession" in d1);
  const watching = new Proxy(d1, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== "function") return value;
      return sends.has(key) ? (...args: unknown[]) => (value.apply(target, args) as Promise<unknown>).then(addTotal) : value.bind(target);
    },
  });
  const add = (result: unknown) => {
    for (const r of Array.isArray(result) ? result : [result]) counter.rowsRead += (r as D1Result | undefined)?.meta?.rows_read ?? 0;
    return result;
  };
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (key === "all" || key === "run") return () => (counter.statements++, target[key]().then(add));
        if (key === "raw" || key === "first") return (...args: unknown[]) => (counter.statements++, (target[key] as (...a: unknown[]) => unknown)(...args));
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db = new Proxy(d1, {
    get(target, key) {
      if (key === "prepare")
        return (query: string) => statement((isSession ? Reflect.apply(target.prepare, watching, [query]) : target.prepare(query)) as D1PreparedStatement);
      if (key === "batch")
        return (statements: D1PreparedStatement[]) => ((counter.statements += statements.length), target.batch(statements).then((r) => addTotal(add(r))));
      if (key === "exec") return (query: string) => (counter.statements++, target.exec(query));
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, counter };
}
