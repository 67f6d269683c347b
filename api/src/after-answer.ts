import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * How long the work waits before it starts: until the answer has passed through the web worker
 * to the visitor, so that where both workers share a machine (locally, or one Cloudflare host)
 * the work does not slow down the rest of that answer either.
 */
export const AFTER_ANSWER_MS = 50;

/**
 * Runs `work` after the answer has gone out (`executionCtx.waitUntil`), so the answer's timing
 * cannot tell whether there was work to do: a reset or confirmation for an address that has an
 * account must not take longer than one for an address that has none (issue 17, no account
 * enumeration). Its failure is logged, never answered: the caller has been told the same thing
 * either way, and a mail that was not written is one the owner can ask for again.
 */
export function afterAnswer(c: Context<AppEnv>, label: string, work: () => Promise<unknown>) {
  const running = new Promise((resolve) => setTimeout(resolve, AFTER_ANSWER_MS)).then(work).catch((error: unknown) => {
    console.error(`${label} failed after answering`, error);
  });
  try {
    c.executionCtx.waitUntil(running);
  } catch {
    // No execution context (a bare app.request in a unit test): the work runs on regardless.
  }
}
