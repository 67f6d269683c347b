// Latency mode (docs/performance.md, "Latency mode"): `npm start -- --latency d1=30,api=3`. The
// web and api workers are served from their own bundles as built, each under an entry of its own
// (scripts/latency/web-entry.js, api-entry.js) that wraps the `API` service binding or the `DB`
// binding in real waits and counts the round trips. Only scripts/runtime.mjs adds these modules,
// only when the flag is given: nothing of it is in a bundle `npm run build` or a deploy writes.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const ENTRIES = { web: "web-entry.js", api: "api-entry.js" };
const source = (file) => readFileSync(new URL(file, import.meta.url), "utf8");

/** `d1=30,api=3` → { d1: 30, api: 3 } (milliseconds; one left out is 0). */
export function parseLatency(text) {
  const delays = { d1: 0, api: 0 };
  for (const part of String(text).split(",").filter(Boolean)) {
    const [name, value] = part.split("=");
    if (!(name in delays) || !/^\d+(\.\d+)?$/.test(value ?? "")) throw new Error(`--latency: "${part}" is not d1=<ms> or api=<ms>`);
    delays[name] = Number(value);
  }
  return delays;
}

/**
 * The modules that put `worker` (web or api) in latency mode, its new entry first, to go before
 * the bundle's own (whose entry is `entry`, in `outdir`); null for a worker latency mode leaves
 * as it is (the outage worker).
 */
export function latencyModules(worker, outdir, entry, delays) {
  if (!ENTRIES[worker]) return null;
  const module = (name, contents) => ({ type: "ESModule", path: resolve(outdir, name), contents });
  return [
    module("latency-entry.js", source(ENTRIES[worker]).replace(/from "\.\/(server|index)\.js"/, `from "./${entry}"`)),
    module("latency-round-trips.js", source("round-trips.js")),
    module("latency-delays.js", `export const D1_MS = ${delays.d1};\nexport const API_MS = ${delays.api};\n`),
  ];
}
