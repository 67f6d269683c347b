// D1 reports outages ("D1_ERROR: Network connection lost.", "D1 DB is overloaded…", a reset
// object, a storage timeout) with a D1 prefix; SQLite's own verdicts on a statement (a constraint,
// a missing table) carry a SQLITE_ code and are our bugs, which stay 500s.
const D1_FAILURE = /\bD1[_ ]/;
const STATEMENT_ERROR = /SQLITE_(CONSTRAINT|ERROR|MISMATCH|RANGE|TOOBIG)/;

/** Whether an error (or one of its causes: Drizzle wraps D1's) says the database is unavailable. */
export function isStorageFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (STATEMENT_ERROR.test(current.message)) return false;
    if (D1_FAILURE.test(current.message)) return true;
  }
  return false;
}
