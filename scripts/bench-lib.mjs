// Shared by the api benchmarks (bench-search.mjs, bench-organizations.mjs, bench-conversations.mjs, bench-pool.mjs): the api
// worker alone under `wrangler dev`, sequential requests, p50/p95/p99 and D1 rows read per request; and the SQL
// pieces that generate their rows.
import { execFileSync, spawn } from "node:child_process";
import { bin, env, option, run } from "./lib.mjs";

const DEMO_PASSWORD = "Inzet-demo-2026!";
const pickCredentials = (headers) => ({ "access-token": headers.get("access-token"), client: headers.get("client"), uid: headers.get("uid") });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** What every api benchmark is told: --runs (100 requests each) and --port (its own), and where its database lives. */
export const benchOptions = (name, port) => ({
  runs: Number(option("runs", "100")),
  port: String(option("port", port)),
  persistTo: `.wrangler/bench-${name}-state`,
});

/** Prints the machine's load (`uptime`): a benchmark's figures say little without it. */
export const logUptime = () => console.log(`uptime: ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);

/** The places generated rows are spread over: name, latitude, longitude (the demo tenant's own last). */
export const BENCH_CITIES = [
  ["Amsterdam", 52.37, 4.89],
  ["Utrecht", 52.09, 5.12],
  ["Zwolle", 52.51, 6.09],
  ["Roermond", 51.19, 5.99],
  ["Oldebroek", 52.44, 5.9],
  ["Zeewolde", 52.33, 5.54],
  ["Maastricht", 50.85, 5.69],
  ["Amersfoort", 52.16, 5.39],
  ["Groningen", 53.22, 6.57],
  ["Eindhoven", 51.44, 5.48],
  ["Hattem", 52.47, 6.06],
  ["Demodorp", 52.37, 4.9],
];

/** A JavaScript array as an SQLite JSON value, for generating rows in SQL. */
export const sqlList = (values) => `json('${JSON.stringify(values).replace(/'/g, "''")}')`;
/** One of `array` for row `i`: a deterministic spread over the generated rows (SQLite 64-bit integer arithmetic). */
export const sqlPick = (array, salt) => `json_extract(${sqlList(array)}, '$[' || ((i * ${salt}) % ${array.length}) || ']')`;

/** Runs one SQL statement on the local D1 in `persistTo`. */
export const execute = (persistTo, command) =>
  run(bin("wrangler"), ["d1", "execute", "DB", "--local", "-c", "api/wrangler.toml", "--persist-to", persistTo, "--command", command], { quiet: true });

/**
 * Serves the api worker on `port`; returns { request, measure, stop }. `testScheduled`: the
 * worker's crons can be fired with GET /__scheduled?cron=… (wrangler's --test-scheduled).
 */
export async function serveApi(persistTo, port, { testScheduled = false } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const args = ["dev", "-c", "api/wrangler.toml", "--persist-to", persistTo, "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false"];
  const server = spawn(bin("wrangler"), testScheduled ? [...args, "--test-scheduled"] : args, {
    env,
    stdio: "ignore",
    detached: true,
  });
  // Signed in (signIn below): the credentials go with every request and follow the api's token
  // rotation, as the web worker's client does.
  let credentials = null;
  async function request(path) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      headers: { Accept: "application/vnd.api+json", "X-Tenant": "demo", ...credentials },
    });
    const body = await response.json();
    const ms = performance.now() - started;
    if (credentials && response.headers.get("access-token")) credentials = pickCredentials(response.headers);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    const total = body.meta?.total ?? (Array.isArray(body.data) ? body.data.length : 1);
    // Without a count (the vacancy list's default) "25+" means a page of 25 and a next page.
    const more = body.meta?.total_capped || (body.meta?.total === undefined && body.meta?.has_next_page);
    return {
      ms,
      rowsRead: response.headers.get("x-d1-rows-read") ?? "–",
      rowsReadTotal: response.headers.get("x-d1-rows-read-total") ?? "–",
      total: more ? `${total}+` : String(total),
    };
  }
  const started = performance.now();
  for (;;) {
    try {
      await request("/api/v1/volunteer_centers");
      break;
    } catch (error) {
      if (performance.now() - started > 120_000) throw new Error(`the api worker did not answer within 120 s: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  /**
   * Prints one line: results, p50/p95/p99 over `runs` requests after 5 warm-up ones, rows read
   * (X-D1-Rows-Read: the search statements) and rows total (X-D1-Rows-Read-Total: every statement
   * of the list, where the endpoint sends it).
   */
  async function measure(name, path, runs) {
    for (let i = 0; i < 5; i++) await request(path);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await request(path));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const ms = (v) => `${v.toFixed(1)} ms`.padStart(8);
    console.log(
      `${name.padEnd(36)} ${results[0].total.padStart(7)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))} ${String(results[0].rowsRead).padStart(10)} ${String(results[0].rowsReadTotal).padStart(11)}`,
    );
  }
  /** Signs in as `email` (the demo password); every later request carries its credentials. */
  async function signIn(email) {
    const response = await fetch(`${base}/auth/sign_in`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Tenant": "demo" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign in as ${email}: ${response.status} ${await response.text()}`);
    credentials = pickCredentials(response.headers);
  }
  const header = () =>
    console.log(
      `${"request".padEnd(36)} ${"results".padStart(7)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)} ${"rows read".padStart(10)} ${"rows total".padStart(11)}`,
    );
  /** Prints `title` and the table's header, then measures each [name, path] of `requests`. */
  async function measureAll(title, requests, runs) {
    console.log(`${title}; ${runs} sequential requests each after 5 warm-up requests`);
    header();
    for (const [name, path] of requests) await measure(name, path, runs);
  }
  /** Fires one cron of the worker (needs testScheduled) and waits for its work to finish. */
  async function scheduled(cron) {
    const response = await fetch(`${base}/__scheduled?cron=${encodeURIComponent(cron)}`);
    if (!response.ok) throw new Error(`cron ${cron}: ${response.status} ${await response.text()}`);
  }
  return { request, measure, measureAll, header, signIn, scheduled, stop: () => process.kill(-server.pid, "SIGTERM") };
}

/** The floor: a tiny query through the same worker and local D1 (what any request costs here). */
export const FLOOR = ["floor: GET /api/v1/volunteer_centers", "/api/v1/volunteer_centers"];

/**
 * Serves the api worker for `measure(api)`, with the machine's load before and after, and stops
 * the worker however the measuring ends.
 */
export async function benchApi(persistTo, port, measure) {
  const api = await serveApi(persistTo, port);
  try {
    logUptime();
    await measure(api);
    logUptime();
  } finally {
    api.stop();
  }
}
