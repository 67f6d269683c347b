import { env } from "cloudflare:test";
import { JSON_API, apiFetch } from "./request";

// Faults (docs/security.md): the api worker built with a D1 binding that fails, exactly as the
// runtime would hand it one. Only tests construct these; production has no switch to reach them.
export { outage, unreachableD1 } from "./unreachable-d1";

/**
 * The real local D1, except that a batch of at least `size` statements gets one more, failing,
 * statement at its end: every statement of the write has run when the batch fails, so any row
 * left behind proves the write was not one transaction.
 */
export function batchFailingAtTheEnd(size: number) {
  const db = env.DB;
  const state = { failedBatches: 0 };
  // The binding and its sessions (the api reads and writes through one, db/client.ts) fail alike.
  const failing = (target: D1Database | D1DatabaseSession) => ({
    prepare: (query: string) => target.prepare(query),
    batch: (statements: D1PreparedStatement[]) => {
      if (statements.length < size) return target.batch(statements);
      state.failedBatches++;
      return target.batch([...statements, target.prepare("INSERT INTO injected_failure_no_such_table VALUES (1)")]);
    },
  });
  const binding = {
    ...failing(db),
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint?: string) => {
      const session = db.withSession(constraint);
      return { ...failing(session), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
  return { binding, state };
}

/** One request to the api worker with this D1 binding in place of the real one. */
export const fetchWithDb = (
  db: D1Database,
  path: string,
  { method = "GET", body, headers = {}, vars = {} }: { method?: string; body?: string; headers?: Record<string, string>; vars?: Record<string, string> } = {},
) => apiFetch(path, { method, body, headers: { ...(body && { "Content-Type": JSON_API }), ...headers }, bindings: { ...env, ...vars, DB: db } as typeof env });
