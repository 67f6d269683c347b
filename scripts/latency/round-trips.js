// Latency mode's shared part (docs/performance.md, "Latency mode"): a real wait before each round
// trip, and the count of round trips, all and on the request's critical path. Plain JavaScript,
// loaded by Miniflare beside a worker's bundle (scripts/latency/modules.mjs), never bundled or
// deployed.
import { AsyncLocalStorage } from "node:async_hooks";

/** The round trips of the request being answered (one record per request, across its awaits). */
export const requestTrips = new AsyncLocalStorage();

/**
 * A fresh record of one request's round trips: how many of each kind it made (`api`, `d1`), and
 * `path`, the longest chain of them that waited on each other. A trip depends on every trip that
 * had finished when it began (awaited or not), as the deployed worker's clock would have it;
 * trips begun before any of them finished run side by side and add one to the chain between them.
 */
export const newTrips = () => ({ api: 0, d1: 0, calls: [], path: { api: 0, d1: 0, calls: [] } });

const longer = (a, b) => (b.api + b.d1 > a.api + a.d1 ? b : a);

/**
 * Runs one round trip: waits `delayMs` (a real timer, so trips begun together overlap), then
 * `call`. `cost(result)` says what it adds: `{ api, d1 }` counted, and `path` ({ api, d1 }) on
 * the chain it extends, the longest of those finished before it began; `label`, when given, names
 * the trip in the chain's `calls` (which calls a page waited for, one after the other) and in
 * the request's `calls` (all of them, as they ended).
 */
export async function roundTrip(delayMs, call, cost, label) {
  const trips = requestTrips.getStore();
  const before = trips?.path;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const result = await call();
  if (trips) {
    const added = cost(result);
    trips.api += added.api;
    trips.d1 += added.d1;
    const named = label && `${label} (D1 ${added.path.d1})`;
    if (named) trips.calls.push(named);
    const calls = named ? [...before.calls, named] : before.calls;
    trips.path = longer(trips.path, { api: before.api + added.path.api, d1: before.d1 + added.path.d1, calls });
  }
  return result;
}
