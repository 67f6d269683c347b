import type { z } from "zod";
import { idParams } from "./not-found";

/**
 * A read started before the guard that decides whether its answer may be used, so that its api
 * call waits beside the guard's instead of after it: a signed-in page two calls deep (who is
 * asking, then what they may see), not three (issue 47, docs/performance.md "Budgets").
 *
 * Sound because the API authorizes every call itself, and because the loader awaits the read only
 * after its guard passed: the guard's answer (the login redirect, a 403) comes first as before,
 * nothing read is used before it, and reads awaited in the order they used to be asked keep which
 * of their errors (a 404, say) the visitor sees. When the guard throws, nobody awaits the read:
 * its failure is then handled here, never an unhandled rejection.
 */
export function readAhead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/**
 * Reads of the route's `:id` (idParams) started ahead, as readAhead. A parameter that is no id
 * reads nothing: the loader's parseParams, after its guard, answers the 404 it always did.
 */
export function readAheadById<T>(params: unknown, read: (id: string) => Promise<T>): Promise<T> {
  return readAheadByParams(params, idParams, ({ id }) => read(id));
}

/** readAheadById for a route's own parameters (`schema`, as its parseParams checks them after the guard). */
export function readAheadByParams<P, T>(params: unknown, schema: z.ZodType<P>, read: (params: P) => Promise<T>): Promise<T> {
  const parsed = schema.safeParse(params);
  return readAhead(parsed.success ? read(parsed.data) : Promise.reject(new Error("Not the route's parameters: parseParams answers the 404")));
}

/**
 * The guard's answer, then the read's: `read` was started beside the guard's call (the reads a
 * loader starts together go to the api as one batch, ~/.server/api/batch), and is awaited only
 * after the guard passed, as readAhead. For a page whose reads need nothing of the user: one api
 * call on its critical path instead of two.
 */
export async function besideGuard<G, T>(guard: Promise<G>, read: Promise<T>): Promise<[G, T]> {
  const ahead = readAhead(read);
  return [await guard, await ahead];
}
