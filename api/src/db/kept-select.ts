import { fillPlaceholders, type Placeholder, sql } from "drizzle-orm";
import type { Database } from "./client";

// Drizzle's own parts of a prepared select (drizzle-orm/sqlite-core/session.js): what its batch
// calls on an item, and what a select's `_prepare` hands it. Internal to Drizzle, so pinned by the
// session tests (api/src/auth/*.test.ts) that run every signed-in call through them.
interface PreparedSelect {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap?: unknown;
}
interface Preparable {
  _prepare(): PreparedSelect;
}
interface Session {
  prepareQuery(query: PreparedSelect["query"], fields: unknown, method: "all", arrayMode: boolean): PreparedSelect;
}

/** A named value the kept select binds per call (Drizzle's `sql.placeholder`). */
export const slot = (name: string): Placeholder => sql.placeholder(name);

/**
 * A select whose SQL text is built once per isolate instead of on every call: `build` writes it
 * with `slot("name")` where a call's values go, and each call binds its own `values`. Drizzle
 * builds a statement's text from its parts on every call, which was a large share of the api
 * worker's JavaScript on the statements every signed-in call runs (docs/performance.md, "CPU").
 * What is kept is derived from the code alone (the tables and the query's shape), never from
 * data, so it cannot go stale. The answer stands in for the builder: it runs in `db.batch` and
 * with `.all()`, and maps its rows as the builder would.
 */
export function keptSelect<Select extends object>(build: (db: Database) => Select) {
  let kept: PreparedSelect | undefined;
  return (db: Database, values: Record<string, unknown>): Select => {
    const shape = (kept ??= (build(db) as unknown as Preparable)._prepare());
    const session = (db as unknown as { session: Session }).session;
    const prepared = session.prepareQuery({ ...shape.query, params: fillPlaceholders(shape.query.params, values) }, shape.fields, "all", true);
    prepared.joinsNotNullableMap = shape.joinsNotNullableMap;
    const all = () => (prepared as unknown as { all(): Promise<unknown> }).all();
    return { _prepare: () => prepared, all } as unknown as Select;
  };
}
