// The web worker in latency mode (docs/performance.md, "Latency mode"): its own bundle's entry
// (`./server.js`), handed an `API` service binding whose every call waits the configured delay
// first, as the hop to the api worker would. Each page says its round trips in
// `Inzet-Latency: api=<calls>;d1=<D1 round trips>;path-api=<calls on the critical path>;path-d1=<D1 round trips on it>`,
// the api's from its `Inzet-Latency-D1` (scripts/latency/api-entry.js); and the calls on that path,
// one after the other, in `Inzet-Latency-Path: GET /api/v1/current_user (D1 2) > GET /api/v1/vacancies (D1 1)`;
// and every call, as they ended, in `Inzet-Latency-Calls` (the same names, joined by ", ").
// Served only when scripts/start.mjs is given --latency (scripts/latency/modules.mjs).
import worker from "./server.js";
import { newTrips, requestTrips, roundTrip } from "./latency-round-trips.js";
import { API_MS } from "./latency-delays.js";

// What one api call adds: itself, and the D1 round trips it said it made (all; on its path).
function apiCost(response) {
  const [all, path] = (response.headers.get("Inzet-Latency-D1") ?? "0;0").split(";").map(Number);
  return { api: 1, d1: all, path: { api: 1, d1: path } };
}

// A call as the chain names it: its method and path (the query left out, to keep the header short).
// A batch (contract/batch) names its calls: `GET /api/v1/batch [/api/v1/current_user + /api/v1/users]`.
function label(request) {
  const url = new URL(request.url ?? request);
  const calls = url.pathname === "/api/v1/batch" ? url.searchParams.getAll("call").map((call) => call.split("?")[0]) : [];
  return `${request.method ?? "GET"} ${url.pathname}${calls.length ? ` [${calls.join(" + ")}]` : ""}`;
}

function binding(real) {
  return new Proxy(real, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (key === "fetch") return (...args) => roundTrip(API_MS, () => value.apply(target, args), apiCost, label(args[0]));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const envs = new WeakMap();
const latencyEnv = (env) => envs.get(env) ?? envs.set(env, { ...env, API: binding(env.API) }).get(env);

export default {
  async fetch(request, env, ctx) {
    const trips = newTrips();
    const response = await requestTrips.run(trips, () => worker.fetch(request, latencyEnv(env), ctx));
    const said = new Response(response.body, response);
    said.headers.set("Inzet-Latency", `api=${trips.api};d1=${trips.d1};path-api=${trips.path.api};path-d1=${trips.path.d1}`);
    said.headers.set("Inzet-Latency-Path", trips.path.calls.join(" > "));
    said.headers.set("Inzet-Latency-Calls", trips.calls.join(", "));
    return said;
  },
};
