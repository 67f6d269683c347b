// The api worker in latency mode (docs/performance.md, "Latency mode"): its own bundle's entry
// (`./index.js`), handed a D1 binding whose every call (a statement or a batch, on the database
// or a session) waits the configured delay first, as a call to a primary in another region would.
// Each answer says the request's D1 round trips in `Inzet-Latency-D1: <all>;<on its critical path>`.
// Served only when scripts/start.mjs is given --latency (scripts/latency/modules.mjs).
import worker from "./index.js";
import { newTrips, requestTrips, roundTrip } from "./latency-round-trips.js";
import { D1_MS } from "./latency-delays.js";

const ONE_TRIP = { api: 0, d1: 1, path: { api: 0, d1: 1 } };
const trip = (call) => roundTrip(D1_MS, call, () => ONE_TRIP);

// A statement's calls that go to D1; `bind` hands back a new statement, wrapped the same way.
const STATEMENT_SENDS = new Set(["all", "run", "raw", "first"]);
function statement(real) {
  return new Proxy(real, {
    get(target, key) {
      if (key === "bind") return (...values) => statement(target.bind(...values));
      const value = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      return STATEMENT_SENDS.has(key) ? (...args) => trip(() => value.apply(target, args)) : value.bind(target);
    },
  });
}

/**
 * A database or a session: its statements wrapped, `batch` and `exec` one trip each, a session it
 * opens wrapped too. `prepare` keeps the `this` it is called with (api/src/db/rows-read.ts
 * prepares on its own proxy of the session to see D1's answers).
 */
function database(real) {
  const wrapped = new Proxy(real, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      if (key === "prepare")
        return function prepare(query) {
          return statement(value.call(this === wrapped ? target : this, query));
        };
      if (key === "batch" || key === "exec") return (...args) => trip(() => value.apply(target, args));
      if (key === "withSession") return (...args) => database(value.apply(target, args));
      return value.bind(target);
    },
  });
  return wrapped;
}

// One wrapped env per runtime env, as the runtime hands the worker one env object (the api's
// config is validated once per env object). Every D1 binding waits: the shared DB and the
// databases of tenants with one of their own (docs/decisions/0015-tenant-databases.md).
const envs = new WeakMap();
const isD1 = (v) => typeof v === "object" && v !== null && typeof v.withSession === "function" && typeof v.prepare === "function";
const wrapEnv = (env) => Object.fromEntries(Object.entries(env).map(([key, value]) => [key, isD1(value) ? database(value) : value]));
const latencyEnv = (env) => envs.get(env) ?? envs.set(env, wrapEnv(env)).get(env);

export default {
  async fetch(request, env, ctx) {
    const trips = newTrips();
    const response = await requestTrips.run(trips, () => worker.fetch(request, latencyEnv(env), ctx));
    const said = new Response(response.body, response);
    said.headers.set("Inzet-Latency-D1", `${trips.d1};${trips.path.d1}`);
    return said;
  },
  scheduled: (controller, env, ctx) => worker.scheduled(controller, latencyEnv(env), ctx),
  queue: (batch, env, ctx) => worker.queue(batch, latencyEnv(env), ctx),
};
