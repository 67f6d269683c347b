// `npm run bench` (part): every page of the sweep table (public and signed in) in latency mode
// (docs/performance.md, "Latency mode"): its web → api calls and D1 round trips, all and on its
// critical path, its time at d1=0 and at d1=30,api=3, the CPU of the request, and each worker's
// own JavaScript time per request (what Cloudflare's CPU limit counts).
// Two servers on one seeded database: the first with no waits and the profiler attached (counts
// and CPU), the second with the waits (time). Requests go one at a time, uncached
// (`Inzet-Edge-Cache: bypass`), after warm-up requests of the same page (the isolate's kept
// centre and menus are in place, as on a busy site).
// Usage: node scripts/bench-latency.mjs [--runs 10] [--profile-runs 150] [--port 8813] [--no-build]
//   [--only /,/partners] [--latency d1=30,api=3] [--warm-up 2]
import { loadavg } from "node:os";
import { option } from "./lib.mjs";
import { startServer } from "./bench-server.mjs";
import { devtools } from "./devtools.mjs";
import { sweepPages } from "./sweep-pages.mjs";
import { cpuPerRequest, javaScriptMs, signIn, visit, workerdPids } from "./latency/visit.mjs";
import { machineLoopMs } from "./latency/machine-loop.mjs";

const runs = Number(option("runs", "10"));
// Each worker's JavaScript over more requests than the times, in three profiles (the median of
// their means: scripts/latency/visit.mjs javaScriptMs says why): over 10 requests in one profile a
// page moved by up to 15 ms between runs, over 45 by 2–6 ms; 150, as scripts/profile-ssr.mjs
// takes hundreds, is a warm isolate's cost, which is what a busy site's requests pay.
const profileRuns = Number(option("profile-runs", "150"));
const port = Number(option("port", "8813"));
const inspectorPort = port + 1;
const slow = String(option("latency", "d1=30,api=3"));
const only = String(option("only", ""));
// Passes over every page before the first is measured: the code all pages share (React's render,
// Remix's router, the api's middleware) is compiled and optimized once per isolate, and without
// them the first pages of the table paid for it (docs/performance.md "The table").
const warmUp = Number(option("warm-up", "2"));
const chosen = (url) => only === "" || only.split(",").includes(url);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const template = `bench-latency-${Date.now()}`;

/** Serves the app in latency mode `delays`, runs `measure(base)`, stops it. */
async function withServer(delays, extra, measure) {
  const args = ["--template", template, "--latency", delays, ...extra];
  const { base, stop, pid } = await startServer(port, ".wrangler/bench-latency-state", args);
  try {
    return await measure(base, workerdPids(pid));
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the port free again
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const loadAtStart = load();
const loopAtStart = machineLoopMs();
const pages = (await sweepPages()).filter((page) => chosen(page.url));
const rows = new Map(pages.map((page) => [page, {}]));

/** Each signed-in actor's cookies, signed in once per server. */
async function jarsFor(base) {
  const jars = new Map();
  for (const email of new Set(pages.map((page) => page.email).filter(Boolean))) jars.set(email, await signIn(base, email));
  return jars;
}

await withServer("d1=0,api=0", ["--inspector-port", String(inspectorPort)], async (base, pids) => {
  const jars = await jarsFor(base);
  const [web, api] = await Promise.all(["inzet-web", "inzet-api"].map((worker) => devtools(inspectorPort, worker)));
  for (let pass = 0; pass < warmUp; pass++) for (const page of pages) await visit(base, page.url, jars.get(page.email));
  for (const page of pages) {
    const ask = () => visit(base, page.url, jars.get(page.email));
    for (let i = 0; i < 3; i++) await ask();
    const times = [];
    let said = null;
    for (let i = 0; i < runs; i++) ({ ms: times[i], said } = await ask());
    // Twice the runs: /proc counts CPU in 10 ms ticks.
    const cpu = await cpuPerRequest(pids, 2 * runs, ask);
    const [webJs, apiJs] = await javaScriptMs([web, api], profileRuns, ask);
    Object.assign(rows.get(page), { said, fast: median(times), cpu, webJs, apiJs });
  }
  web.close();
  api.close();
});

// The bundles the first server built (or the last build, with --no-build) serve the second too.
await withServer(slow, ["--no-build"], async (base) => {
  const jars = await jarsFor(base);
  for (const page of pages) {
    const ask = () => visit(base, page.url, jars.get(page.email));
    await ask();
    const times = [];
    let said = null;
    for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) ({ ms: times[i], said } = await ask());
    Object.assign(rows.get(page), { slow: median(times), slowSaid: said });
  }
});

const count = (said) => (said ? `${said.api} / ${said.d1}` : "–");
const path = (said) => (said ? `${said.pathApi} / ${said.pathD1}` : "–");
console.log(`\nPages in latency mode (${runs} requests each, ${profileRuns} for the JavaScript; uncached, after warm-up; d1=0 and ${slow})`);
console.log(
  `load average at the start ${loadAtStart}, at the end ${load()}; the machine's loop (scripts/latency/machine-loop.mjs) ${loopAtStart} ms at the start, ${machineLoopMs()} at the end; CPU: workerd's processes per request; JavaScript: each worker's own code per request, from its CPU profile`,
);
console.log("| page | as | api calls / D1 round trips | on the critical path | ms at d1=0 | ms at " + slow + " | CPU ms | JavaScript ms: web / api |");
console.log("|---|---|---|---|---|---|---|---|");
for (const page of pages) {
  const row = rows.get(page);
  // The counts at both settings must agree; a page whose chain changes with the waits says both.
  const chain = path(row.said) === path(row.slowSaid) ? path(row.said) : `${path(row.said)} (${path(row.slowSaid)} slow)`;
  const as = page.email ? page.email.split("@")[0] : "visitor";
  console.log(
    `| ${page.url} | ${as} | ${count(row.said)} | ${chain} | ${row.fast?.toFixed(1)} | ${row.slow?.toFixed(1)} | ${row.cpu.toFixed(1)} | ${row.webJs.ms.toFixed(1)} / ${row.apiJs.ms.toFixed(1)} |`,
  );
}

// The profiles a full garbage collection (or anything else the page did not do every time) made
// slower than the page's median: shown, not counted.
const outliers = pages.flatMap((page) =>
  ["web", "api"].flatMap((worker) => {
    const { ms, windows } = rows.get(page)[`${worker}Js`];
    return windows.some((value) => value > ms + 2) ? [`${page.url} (${worker}): ${windows.map((value) => value.toFixed(1)).join(", ")} ms`] : [];
  }),
);
const signedIn = pages.filter((page) => page.email);
const js = (page) => rows.get(page).webJs.ms + rows.get(page).apiJs.ms;
const within = (list) => list.filter((page) => js(page) <= 10).length;
console.log(
  `\nJavaScript at or under 10 ms a request (web + api): ${within(pages.filter((page) => !page.email))} of ${pages.length - signedIn.length} public pages, ${within(signedIn)} of ${signedIn.length} signed in`,
);
for (const [name, list] of [
  ["public", pages.filter((page) => !page.email)],
  ["signed in", signedIn],
]) {
  if (list.length === 0) continue;
  const heaviest = [...list].sort((a, b) => js(b) - js(a)).slice(0, 3);
  console.log(`${name}: median ${median(list.map(js)).toFixed(1)} ms, the heaviest ${heaviest.map((page) => `${page.url} ${js(page).toFixed(1)}`).join(", ")}`);
}
console.log(`Profiles over 2 ms above their page's median (of ${Math.round(profileRuns / 3)} requests each; not counted): ${outliers.length ? "" : "none"}`);
for (const line of outliers) console.log(`  ${line}`);
