import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * Runs `work` after the answer has gone out (`executionCtx.waitUntil`), so the answer's timing
 * cannot tell whether there was work to do: a reset or confirmation for an address that has an
 * account must not take longer than one for an address that has none (issue 17, no account
 * enumeration). The work starts at once; its failure is logged, never answered (the caller has
 * already been told the same thing either way, and a lost mail row is one the owner asks again for).
 */
export function afterAnswer(c: Context<AppEnv>, label: string, work: () => Promise<unknown>) {
  const running = work().catch((error: unknown) => {
    console.error(`${label} failed after answering`, error);
  });
  try {
    c.executionCtx.waitUntil(running);
  } catch {
    // No execution context (a bare app.request in a unit test): the work runs on regardless.
  }
}
