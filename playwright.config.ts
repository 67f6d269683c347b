import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

// E2E_PORT lets several people (or agents) run the suite side by side, each with its own server.
const PORT = Number(process.env.E2E_PORT ?? 8790);
// The form fuzz posts thousands of random forms, and a valid one by chance changes data: it gets
// its own server and database next door, so the other specs' demo data stays as seeded.
const FUZZ_PORT = PORT + 1;
const FORM_FUZZ = "**/form-fuzz.spec.ts";
// Faults: the web worker in front of an api worker whose D1 fails on every call (api/test/outage/);
// only its own spec runs there, in its own pair of projects.
const FAULTS_PORT = PORT + 2;
const FAULTS = "**/faults.spec.ts";
// Production mode (the developer pages for super admins only) with error reporting to a local
// receiver of Sentry envelopes that the spec itself runs on SENTRY_PORT (docs/diagnostics.md).
const PRODUCTION_PORT = PORT + 3;
const SENTRY_PORT = PORT + 20;
const DIAGNOSTICS = "**/diagnostics.spec.ts";
// Specs that read the demo data's first page of a list (the vacancy map and embed): on the
// production-mode server, where no other spec publishes anything, instead of the shared one.
const DEMO_DATA_AS_SEEDED = "**/vacancy-map.spec.ts";
// The round-trip budgets: the app in latency mode (scripts/latency/), every D1 call and web → api
// call waiting 20 ms, so the pages say their round trips; only its own spec runs there, one request
// at a time. A call counts as waiting on every call that had ended when it began: at 1 ms, or with
// requests side by side on the one thread, a slow neighbour's CPU reordered calls that do not
// wait on each other (a sibling of the layout's calls counted after them, three deep for two).
const LATENCY_PORT = PORT + 4;
const ROUND_TRIPS = "**/round-trips.spec.ts";

// The seeded servers of one run copy one database seeded once for the run (scripts/db.mjs).
const RUN = `e2e-${Date.now()}`;
const server = (port: number, { apiOutage = false, production = false, latency = "" } = {}) => ({
  command:
    `node scripts/start.mjs --no-build --fresh --template ${RUN} --port ${port} --persist-to .wrangler/e2e-state-${port}${apiOutage ? " --api-outage" : ""}` +
    (production ? ` --production --sentry-dsn http://public@127.0.0.1:${SENTRY_PORT}/1` : "") +
    (latency ? ` --latency ${latency}` : ""),
  // Every page of the outage server is a 503, and production has no /switch: ready when a static file is served.
  url: `http://localhost:${port}${apiOutage || production ? "/favicon.svg" : "/switch"}`,
  // Five servers start side by side, the first seeding the run's template: on the shared 2-core machine
  // under load that took past two minutes.
  timeout: 240_000,
  reuseExistingServer: !process.env.CI,
  stdout: "ignore" as const,
  // The outage server's api logs every failed D1 call, by design: its stderr would bury the report.
  stderr: apiOutage ? ("ignore" as const) : ("pipe" as const),
});

// Debian's Chromium: Playwright's own browser download is not available on these machines. Its
// headless shell (package chromium-headless-shell, the headless build Playwright itself runs) when
// installed: the full browser in headless mode spent about a third more time per test (issue 16).
const CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-reports/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    locale: "nl-NL",
    // Headless Chromium calls itself HeadlessChrome, which isbot counts as a crawler (crawlers get
    // error statuses without a page); the tests play people, so they use a desktop browser's name.
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        ...CHROMIUM_FLAGS,
        // No internet here: the map's tiles fail at once instead of waiting for a DNS answer
        // (tests/fixtures/console-guard.ts drops their errors).
        "--host-resolver-rules=MAP tile.openstreetmap.org ~NOTFOUND",
      ],
    },
  },
  // Every flow runs twice: with JavaScript off (the baseline every visitor gets) and on. A test
  // tagged @only-js or @only-no-js runs in that project alone (issue 16): the sweep's runs, which
  // split the languages across the two, and checks that send no script (plain HTTP requests).
  projects: [
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      testIgnore: [FORM_FUZZ, FAULTS, DIAGNOSTICS, DEMO_DATA_AS_SEEDED, ROUND_TRIPS],
      grepInvert: /@only-js\b/,
    },
    {
      name: "js",
      use: { javaScriptEnabled: true },
      testIgnore: [FORM_FUZZ, FAULTS, DIAGNOSTICS, DEMO_DATA_AS_SEEDED, ROUND_TRIPS],
      grepInvert: /@only-no-js\b/,
    },
    {
      name: "seeded-no-js",
      use: { javaScriptEnabled: false, baseURL: `http://localhost:${PRODUCTION_PORT}` },
      testMatch: DEMO_DATA_AS_SEEDED,
      grepInvert: /@only-js\b/,
    },
    {
      name: "seeded-js",
      use: { javaScriptEnabled: true, baseURL: `http://localhost:${PRODUCTION_PORT}` },
      testMatch: DEMO_DATA_AS_SEEDED,
      grepInvert: /@only-no-js\b/,
    },
    // Plain HTTP posts, no browser: one project, on its own server (see FUZZ_PORT).
    { name: "form-fuzz", use: { javaScriptEnabled: false, baseURL: `http://localhost:${FUZZ_PORT}` }, testMatch: FORM_FUZZ },
    // D1 down (see FAULTS_PORT): with JavaScript off and on, like every other flow.
    { name: "faults-no-js", use: { javaScriptEnabled: false, baseURL: `http://localhost:${FAULTS_PORT}` }, testMatch: FAULTS },
    { name: "faults-js", use: { javaScriptEnabled: true, baseURL: `http://localhost:${FAULTS_PORT}` }, testMatch: FAULTS },
    // Plain HTTP requests, no browser (see PRODUCTION_PORT).
    { name: "production", use: { javaScriptEnabled: false, baseURL: `http://localhost:${PRODUCTION_PORT}` }, testMatch: DIAGNOSTICS },
    // Plain HTTP requests, no browser (see LATENCY_PORT).
    { name: "round-trips", use: { javaScriptEnabled: false, baseURL: `http://localhost:${LATENCY_PORT}` }, testMatch: ROUND_TRIPS },
  ],
  // A fresh local D1 per run; the build is made by `npm run test:e2e` before this starts.
  webServer: [
    server(PORT),
    server(FUZZ_PORT),
    server(FAULTS_PORT, { apiOutage: true }),
    server(PRODUCTION_PORT, { production: true }),
    server(LATENCY_PORT, { latency: "d1=20,api=20" }),
  ],
});
