// `npm start`: build, prepare the local D1, and serve both workers on workerd (scripts/runtime.mjs).
// Usage: node scripts/start.mjs [--port 8787] [--persist-to .wrangler/state] [--fresh] [--no-build] [--api-outage]
//   [--production] [--sentry-dsn URL] [--inspector-port 9229] [--latency d1=30,api=3] [--tenant-cache SECONDS]
//   [--no-seed] [--web-config FILE] [--api-config FILE]
// --no-seed: migrations only, no demo data (a fresh database for the operators' tenant CLI).
// --no-build: serve the bundles the last `npm run build` wrote (the end-to-end servers do).
// --fresh --template RUN: the fresh database copied from one seeded once for all servers of that
// run (the end-to-end suite's; scripts/db.mjs).
// --api-outage: the api worker runs with a D1 that fails on every call (api/test/outage/), no
// database is prepared; for tests/e2e/faults.spec.ts (docs/testing.md, "Faults").
// --latency d1=30,api=3: every D1 call waits 30 ms and every web → api call 3 ms first, and pages
// say their round trips in Inzet-Latency (scripts/latency/, docs/performance.md "Latency mode").
// --production: the web worker runs with ENVIRONMENT=production (the developer pages are for super
// admins only); --sentry-dsn: both workers report errors there. For tests/e2e/diagnostics.spec.ts.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { freshDatabaseFromTemplate, prepareDatabase } from "./db.mjs";
import { seedFiles } from "./seed-files.mjs";
import { bin, option, run } from "./lib.mjs";
import { startLocalServices } from "./local-services.mjs";
import { bundle, serve } from "./runtime.mjs";
import { parseLatency } from "./latency/modules.mjs";

const port = String(option("port", "8787"));
const persistTo = String(option("persist-to", ".wrangler/state"));
const apiOutage = option("api-outage", false) === true;
const workers = ["web", apiOutage ? "api-outage" : "api"];
const latencyOption = option("latency", undefined);
const latency = latencyOption === undefined ? null : parseLatency(latencyOption);
// The api worker's name in api/wrangler.toml (miniflare addresses its bindings by it).
const API_WORKER_NAME = "inzet-api";
// api/src/crons.ts ROLL_UP_CRON (this script cannot import the worker's TypeScript).
const ROLL_UP_CRON = "30 0 * * *";
// api/src/crons.ts MAIL_CRON: fired once at start too, so the invitation of a tenant made by
// `npm run tenant -- create` goes out without waiting for the quarter hour (docs/operators.md).
const MAIL_CRON = "*/15 * * * *";

// Local secrets live in .dev.vars (never committed); a fresh clone gets its own random ones.
if (!existsSync(".dev.vars")) {
  writeFileSync(".dev.vars", `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`);
  console.log("Wrote .dev.vars with a new SESSION_SECRET.");
}

if (option("no-build", false) !== true) {
  await run(bin("remix"), ["vite:build"]);
  await bundle(workers);
} else if (apiOutage) await bundle(["api-outage"]); // not part of `npm run build`
const fresh = option("fresh", false) === true;
const template = option("template", undefined);
if (!apiOutage && fresh && typeof template === "string") await freshDatabaseFromTemplate(persistTo, template);
else if (!apiOutage) await prepareDatabase(persistTo, { fresh, seed: option("no-seed", false) !== true });

const stopServices = await startLocalServices({ port: Number(port), persistTo, workers });
// The same persistence folder as the migrations, or the api worker reads an empty database.
const sentryDsn = option("sentry-dsn", undefined);
const overrides = {
  web: {
    ...(option("production", false) === true && { ENVIRONMENT: "production" }),
    ...(typeof sentryDsn === "string" && { SENTRY_DSN: sentryDsn, RELEASE: "local" }),
  },
  api: {
    ...(typeof sentryDsn === "string" && { SENTRY_DSN: sentryDsn, RELEASE: "local" }),
    // --tenant-cache 0: an operator's suspend or resume shows at once (the tenant CLI's tests).
    ...(typeof option("tenant-cache", undefined) === "string" && { TENANT_CACHE_SECONDS: option("tenant-cache") }),
  },
};
const bindings = Object.fromEntries(workers.map((w) => [w, { ...stopServices.bindings[w], ...overrides[w === "api-outage" ? "api" : w] }]));
// --inspector-port: the workers' DevTools inspector listens there (a CPU profile of a page).
const inspectorPort = option("inspector-port", undefined);
// --web-config / --api-config: the workers read their vars from these copies (tests/e2e/operators.spec.ts).
const configs = { web: option("web-config", undefined), api: option("api-config", undefined) };
const miniflare = await serve({ workers, port, persistTo, bindings, inspectorPort, latency, configs });
if (!apiOutage && option("no-seed", false) !== true) await seedFiles(miniflare, API_WORKER_NAME);
// The figures' roll-up (docs/analytics.md) as its cron runs it: a fresh database is back-filled
// from its oldest row, an older one catches up on the days it missed.
if (!apiOutage) await (await miniflare.getWorker(API_WORKER_NAME)).scheduled({ cron: ROLL_UP_CRON });
if (!apiOutage) await (await miniflare.getWorker(API_WORKER_NAME)).scheduled({ cron: MAIL_CRON });
console.log(`Serving on http://localhost:${port} (tenants: http://localhost:${port}/switch)`);

async function stop() {
  await Promise.allSettled([miniflare.dispose(), stopServices()]);
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
