/**
 * A D1 binding that adds up `meta.rows_read` of the statements run through it, for the
 * `X-D1-Rows-Read` headers outside production (`npm run bench:search` reads them):
 * `rowsRead` of the plain statements (`all`, `run`, `batch`: a list's search and count) and
 * `rowsReadTotal` of every statement run through it.
 *
 * D1 gives no meta for `raw()` and `first()`, and Drizzle reads every select with fields through
 * `raw()` (the page's fetch by primary key, the tags, the actor's roles). So here `first()` runs
 * as `all()`, and a `raw()` SELECT as `all()` of `SELECT * FROM (<it>)`: SQLite flattens that to
 * the same plan and the same rows, and it names repeated columns apart (`id`, `id:1`), so each
 * object's values are the row's array again. Other statements (INSERT … RETURNING) keep `raw()`
 * and are not counted; the lists run none.
 *
 * `enabled` false (production, which sends no such header) hands back the binding itself.
 */
export function countRowsRead(d1: D1Database, enabled = true) {
  const counter = { rowsRead: 0, rowsReadTotal: 0 };
  if (!enabled) return { db: d1, counter };
  const sum = (result: unknown) => {
    let n = 0;
    for (const r of Array.isArray(result) ? result : [result])
      n += (r as D1Result | undefined)?.meta?.rows_read ?? 0;
    return n;
  };
  const add = <T>(result: T): T => {
    const n = sum(result);
    counter.rowsRead += n;
    counter.rowsReadTotal += n;
    return result;
  };
  const addToTotal = <T>(result: T): T => {
    counter.rowsReadTotal += sum(result);
    return result;
  };
  // A column named like an array index would be moved first by JavaScript's key order.
  const indexLike = (key: string) => /^(0|[1-9]\d*)$/.test(key);
  const statement = (
    s: D1PreparedStatement,
    query: string,
    values: unknown[],
  ): D1PreparedStatement =>
    new Proxy(s, {
      get(target, key) {
        if (key === "bind")
          return (...bound: unknown[]) =>
            statement(target.bind(...bound), query, bound);
        if (key === "all" || key === "run")
          return () => target[key]().then(add);
        if (key === "first")
          return async (column?: string) => {
            const row = (await target.all().then(addToTotal)).results[0] as
              Record<string, unknown> | undefined;
            return column === undefined
              ? (row ?? null)
              : (row?.[column] ?? null);
          };
        if (key === "raw")
          return async (options?: { columnNames?: boolean }) => {
            if (options?.columnNames || !/^\s*select\b/i.test(query))
              return target.raw(options as { columnNames: false });
            const { results } = addToTotal(
              await d1
                .prepare(`SELECT * FROM (${query})`)
                .bind(...values)
                .all<Record<string, unknown>>(),
            );
            if (results.some((r) => Object.keys(r).some(indexLike)))
              return target.raw();
            return results.map((r) => Object.values(r));
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db = new Proxy(d1, {
    get(target, key) {
      if (key === "prepare")
        return (query: string) => statement(target.prepare(query), query, []);
      if (key === "batch")
        return (statements: D1PreparedStatement[]) =>
          target.batch(statements).then(add);
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, counter };
}
