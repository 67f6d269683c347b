/**
 * A D1 binding that adds up `meta.rows_read` of the statements run through it, for the
 * `X-D1-Rows-Read` headers outside production (the benchmarks read them). Statements
 * Drizzle runs with `raw()` carry no meta and are not counted there (its selects; the lists read
 * their pages with `all()`, so a list's figure holds its rows too).
 *
 * `rowsReadTotal` counts every statement, `raw()` included (`X-D1-Rows-Read-Total`): workerd's
 * D1 statement sends through its `dbSession`, whose answer carries the meta that `raw()` drops,
 * so the statement gets a session that looks at the answers. That is workerd's internal shape
 * (local and benchmark only; without it the total misses the raw statements, as before).
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
  type Session = { _sendOrThrow?: (...args: unknown[]) => Promise<unknown> };
  const watched = (s: D1PreparedStatement) => {
    const holder = s as unknown as { dbSession?: Session };
    const session = holder.dbSession;
    if (session && typeof session._sendOrThrow === "function")
      holder.dbSession = new Proxy(session, {
        get(target, key) {
          if (key === "_sendOrThrow") return (...args: unknown[]) => target._sendOrThrow?.(...args).then(addTotal);
          return Reflect.get(target, key) as unknown;
        },
      });
    return s;
  };
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
      if (key === "prepare") return (query: string) => statement(watched(target.prepare(query)));
      if (key === "batch")
        return (statements: D1PreparedStatement[]) => ((counter.statements += statements.length), target.batch(statements).then((r) => addTotal(add(r))));
      if (key === "exec") return (query: string) => (counter.statements++, target.exec(query));
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, counter };
}
