import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../src/index";

/**
 * One request to the api worker's fetch handler, called directly in the test's isolate (the
 * same entry `SELF.fetch` reaches), waiting for its `waitUntil` work. For suites that send
 * thousands of requests: through `SELF.fetch` (vitest-pool-workers 0.15) every request costs
 * more than the one before within a test file (measured: 100 trivial 406 requests took 0.3 s in
 * the first test and 6 s in the fifth; called directly, 0.02 s each time), which made the fuzz
 * suite and the authorization matrix run for many minutes (docs/testing.md).
 */
export async function workerFetch(input: string | URL, init?: RequestInit, bindings: typeof env = env) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(input, init), bindings as never, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
