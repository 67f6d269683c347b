// Where a page's time goes (docs/performance-history.md "Where a page's time goes"): a CPU profile of one
// worker while a page is asked for again and again, uncached (`Inzet-Edge-Cache: bypass`), on the
// local server the SSR benchmark measures, through workerd's DevTools inspector. Prints the
// functions that took the most time per request, by their own time and with what they called.
// Usage: node scripts/profile-ssr.mjs [--path /login] [--worker web|api] [--runs 200] [--port 8811]
//   [--inspector-port 9231] [--callers functionName] [--interval 100] [--sources] [--no-build]
//   [--as email] (signed in as that demo user, e.g. beheerder@demo.example.org for the roster)
//   [--top 40] (how many functions each list shows)
//   [--latency d1=0,api=0] (served in latency mode, as the bench profiles its pages: its
//   instruments' own JavaScript then counts too)
// --sources names each function by its original file and line (through the bundle's source map,
// beside the build's bundle) and adds the own time per source file.
// Sampling slows the worker (the wall time per request printed is the profiled one); compare
// shares, not milliseconds, with bench-ssr's figures.
import { option } from "./lib.mjs";
import { startServer } from "./bench-server.mjs";
import { devtools } from "./devtools.mjs";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sourceLookup } from "./bundle-composition.mjs";
import { keepCookies, signIn } from "./latency/visit.mjs";
import { runningTime, sampleTimes } from "./latency/profile-time.mjs";

const path = String(option("path", "/login"));
const worker = { web: "inzet-web", api: "inzet-api" }[String(option("worker", "web"))];
const runs = Number(option("runs", "200"));
const port = Number(option("port", "8811"));
const inspectorPort = Number(option("inspector-port", "9231"));
const callersOf = option("callers", undefined);
const interval = Number(option("interval", "100"));
const bySource = process.argv.includes("--sources");
const as = option("as", undefined);
const topCount = Number(option("top", "40"));
const latency = option("latency", undefined);

const lookups = new Map();
/** The original place of a profile's frame, through the map beside the bundle it ran from. */
function originalOf({ url, lineNumber, columnNumber }) {
  if (!bySource || !url) return null;
  if (!lookups.has(url)) {
    // The runtime names a module by its path under the build's folder (scripts/runtime.mjs).
    const file = url.startsWith("file:") ? fileURLToPath(url) : `${worker === "inzet-web" ? "dist-web" : "dist-api"}/${url}`;
    lookups.set(url, existsSync(`${file}.map`) ? sourceLookup(`${file}.map`) : null);
  }
  return lookups.get(url)?.(lineNumber, columnNumber) ?? null;
}
if (!worker) throw new Error("--worker is web or api");

/** The profile's time per function ("name file:line"): its own, and with everything under it. */
function timePerFunction({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parentOf = new Map(nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const keyOf = ({ callFrame: f }) => {
    const original = originalOf(f);
    return `${f.functionName || "(anonymous)"} ${original ? `${original.source}:${original.line}` : `${f.url.split("/").pop()}:${f.lineNumber + 1}`}`;
  };
  const fileOf = ({ callFrame: f }) => originalOf(f)?.source.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, "$1") ?? "(runtime)";
  const own = new Map();
  const ownPerFile = new Map();
  const total = new Map();
  const callers = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  // A sample after the worker waited stands for one sample's time, not the wait (profile-time.mjs).
  const times = sampleTimes(timeDeltas);
  samples.forEach((nodeId, i) => {
    const us = times[i] ?? 0;
    const stack = [];
    for (let id = nodeId; id !== undefined; id = parentOf.get(id)) stack.push(byId.get(id));
    add(own, keyOf(stack[0]), us);
    if (bySource) add(ownPerFile, fileOf(stack[0]), us);
    for (const key of new Set(stack.map(keyOf))) add(total, key, us);
    const outermost = stack.findLastIndex((node) => node.callFrame.functionName === callersOf);
    if (outermost >= 0)
      add(
        callers,
        stack
          .slice(outermost + 1, outermost + 4)
          .map(keyOf)
          .join(" < ") || "(top)",
        us,
      );
  });
  return { own, total, callers, ownPerFile };
}

const { base, stop } = await startServer(port, ".wrangler/profile-ssr-state", [
  "--inspector-port",
  String(inspectorPort),
  ...(latency ? ["--latency", String(latency)] : []),
]);
try {
  // A signed-in visitor's cookies, kept from every answer: the api rotates the session's token.
  const jar = as ? await signIn(base, as) : new Map();
  const ask = async () => {
    const cookie = [...jar.values()].join("; ");
    const response = await fetch(base + path, { headers: { "Inzet-Edge-Cache": "bypass", ...(cookie && { Cookie: cookie }) } });
    keepCookies(jar, response);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  for (let i = 0; i < 30; i++) await ask();
  const { send, close } = await devtools(inspectorPort, worker);
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval });
  // The requests right after the profiler starts run slower: a first profile's (up to 10) are not
  // counted, as the latency bench does (scripts/latency/visit.mjs javaScriptMs), so the figures
  // compare with its table's.
  await send("Profiler.start");
  for (let i = 0; i < Math.min(runs, 10); i++) await ask();
  await send("Profiler.stop");
  await send("Profiler.start");
  const started = performance.now();
  for (let i = 0; i < runs; i++) await ask();
  const wall = (performance.now() - started) / runs;
  const { profile } = await send("Profiler.stop");
  close();
  const { own, total, callers, ownPerFile } = timePerFunction(profile);
  const running = runningTime(profile);
  const ms = (us) => (us / 1000 / runs).toFixed(2).padStart(6);
  console.log(
    `${worker}, ${path}, ${runs} requests: ${wall.toFixed(2)} ms each (profiled); ${ms(running).trim()} ms of it running JavaScript or collecting garbage`,
  );
  const top = (title, map, count) => {
    console.log(`\n${title} (ms per request)`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`${ms(us)}  ${key}`);
  };
  top("Own time", own, topCount);
  top("With what it called", total, topCount);
  if (bySource) top("Own time per source file or package", ownPerFile, topCount);
  if (callersOf) top(`Callers of ${callersOf}`, callers, 10);
} finally {
  stop();
}
