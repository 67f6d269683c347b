// A D1 binding that fails as in an outage. Plain TypeScript with no test-runner imports, so both
// the workerd tests (failing-bindings.ts) and the outage worker of the e2e (outage/worker.ts) use it.

/** What D1 throws when the database cannot be reached. */
export const outage = () => new Error("D1_ERROR: Network connection lost.");

/** A D1 binding whose every call fails as in an outage. */
export function unreachableD1(): D1Database {
  const fail = () => {
    throw outage();
  };
  // A session is made without a round trip (as workerd's is); its statements fail like the binding's.
  const session = { prepare: fail, batch: async () => fail(), getBookmark: () => null };
  return { prepare: fail, batch: async () => fail(), exec: async () => fail(), dump: async () => fail(), withSession: () => session } as unknown as D1Database;
}
