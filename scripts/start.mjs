// `npm start`: build, prepare the local D1, and serve both workers in one wrangler process.
// Usage: node scripts/start.mjs [--port 8787] [--persist-to .wrangler/state] [--fresh] [--no-build] [--api-outage]
//   [--smtp-port PORT+10] [--mail-http-port PORT+15]: the local SMTP catcher (scripts/dev-mail.mjs).
// --api-outage: the api worker runs with a D1 that fails on every call (api/test/outage/), no
// database is prepared; for tests/e2e/faults.spec.ts (docs/testing.md, "Faults").
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { prepareDatabase } from "./db.mjs";
import { startDevMail } from "./dev-mail.mjs";
import { bin, option, run } from "./lib.mjs";

const port = String(option("port", "8787"));
const persistTo = String(option("persist-to", ".wrangler/state"));
const apiOutage = option("api-outage", false) === true;

// Local secrets live in .dev.vars (never committed); a fresh clone gets its own random ones.
if (!existsSync(".dev.vars")) {
  writeFileSync(".dev.vars", `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`);
  console.log("Wrote .dev.vars with a new SESSION_SECRET.");
}

if (option("no-build", false) !== true) await run(bin("remix"), ["vite:build"]);
if (!apiOutage) await prepareDatabase(persistTo, { fresh: option("fresh", false) === true });
// Every server gets its own SMTP catcher, so parallel e2e servers never share (or clash on) one.
const mail = apiOutage
  ? { apiConfig: "api/test/outage/wrangler.toml", webVars: [] }
  : await startDevMail({
      port,
      smtpPort: Number(option("smtp-port", Number(port) + 10)),
      httpPort: Number(option("mail-http-port", Number(port) + 15)),
    });
console.log(`Serving on http://localhost:${port} (tenants: http://localhost:${port}/switch)`);
// The same --persist-to as the migrations, or the api worker reads an empty database.
await run(bin("wrangler"), [
  "dev", "-c", "wrangler.toml", "-c", mail.apiConfig, ...mail.webVars,
  "--persist-to", persistTo, "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false",
]);
