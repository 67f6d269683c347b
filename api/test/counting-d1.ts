import { env } from "cloudflare:test";

// The real local D1, counting its round trips as latency mode does (scripts/latency/api-entry.js):
// each statement sent (all, run, raw, first) and each batch is one. A new binding object is also a
// new isolate's caches: the tenant and centre caches are kept per binding (docs/caching.md).
const SENDS = new Set(["all", "run", "raw", "first"]);

export function countingD1() {
  const trips = { count: 0 };
  const statement = (real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== "function") return value;
        if (!SENDS.has(String(key))) return value.bind(target);
        return (...args: unknown[]) => {
          trips.count += 1;
          return value.apply(target, args);
        };
      },
    });
  const database = <T extends D1Database | D1DatabaseSession>(real: T): T => {
    const wrapped: T = new Proxy(real, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== "function") return value;
        // `this` is kept: api/src/db/rows-read.ts prepares on its own proxy of the session.
        if (key === "prepare")
          return function prepare(this: unknown, query: string) {
            return statement(value.call(this === wrapped ? target : this, query));
          };
        if (key === "batch" || key === "exec")
          return (...args: unknown[]) => {
            trips.count += 1;
            return value.apply(target, args);
          };
        if (key === "withSession") return (...args: unknown[]) => database(value.apply(target, args));
        return value.bind(target);
      },
    });
    return wrapped;
  };
  return { binding: database(env.DB), trips };
}
