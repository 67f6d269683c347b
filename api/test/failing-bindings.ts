import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../src/index";
import { JSON_API } from "./request";
import { TENANT_A } from "./fixtures";

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
  const binding = {
    prepare: (query: string) => db.prepare(query),
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
    batch: (statements: D1PreparedStatement[]) => {
      if (statements.length < size) return db.batch(statements);
      state.failedBatches++;
      return db.batch([...statements, db.prepare("INSERT INTO injected_failure_no_such_table VALUES (1)")]);
    },
  } as unknown as D1Database;
  return { binding, state };
}

/** One request to the api worker with this D1 binding in place of the real one. */
export async function fetchWithDb(
  db: D1Database,
  path: string,
  { method = "GET", body, headers = {}, vars = {} }: { method?: string; body?: string; headers?: Record<string, string>; vars?: Record<string, string> } = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(`https://api.test${path}`, {
    method,
    body,
    headers: { Accept: JSON_API, "X-Tenant": TENANT_A, ...(body && { "Content-Type": JSON_API }), ...headers },
  });
  const response = await worker.fetch(request, { ...env, ...vars, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
