/**
 * A D1 binding that adds up `meta.rows_read` of the statements run through it, for the
 * `X-D1-Rows-Read` header outside production (`npm run bench:search` reads it). Statements
 * Drizzle runs with `raw()` carry no meta and are not counted: here that is only the fetch of
 * one page of vacancies by primary key.
 */
export function countRowsRead(d1: D1Database) {
  const counter = { rowsRead: 0 };
  const add = (result: unknown) => {
    for (const r of Array.isArray(result) ? result : [result])
      counter.rowsRead += (r as D1Result | undefined)?.meta?.rows_read ?? 0;
    return result;
  };
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, key) {
        if (key === "bind")
          return (...values: unknown[]) => statement(target.bind(...values));
        if (key === "all" || key === "run")
          return () => target[key]().then(add);
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db = new Proxy(d1, {
    get(target, key) {
      if (key === "prepare")
        return (query: string) => statement(target.prepare(query));
      if (key === "batch")
        return (statements: D1PreparedStatement[]) =>
          target.batch(statements).then(add);
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, counter };
}
