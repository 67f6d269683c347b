// `npm run bench` (part): each worker's cold start, as Cloudflare sees it when an isolate starts.
// Its bundle as `npm run build` wrote it (dist-web/, dist-api/: what a deploy uploads; raw and
// gzip, the figure the plan's size limit counts), and the CPU of its startup, from the profile of
// `wrangler check startup` (which bundles the worker itself, as a deploy does, and loads it once in
// workerd): the profile's samples that are not idle, so garbage collection and compilation count.
// Usage: node scripts/bench-cold-start.mjs [--runs 3] (after `npm run build`)
import { readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { bin, option, run } from "./lib.mjs";
import { bundleComposition } from "./bundle-composition.mjs";
import { WORKERS } from "./runtime.mjs";

const runs = Number(option("runs", "3"));
const ENTRIES = { web: "server.js", api: "index.js" };
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** The CPU ms of one startup profile: every sample but the idle ones. */
function startupCpuMs(file, entry) {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, "utf8"));
  const scripts = new Set(nodes.map((node) => node.callFrame.url).filter(Boolean));
  if (![...scripts].some((url) => url.endsWith(`/${entry}`))) throw new Error(`the startup profile is not of ${entry}: ${[...scripts].join(", ")}`);
  const names = new Map(nodes.map((node) => [node.id, node.callFrame.functionName]));
  return samples.reduce((sum, id, i) => sum + (names.get(id) === "(idle)" ? 0 : (timeDeltas[i] ?? 0)), 0) / 1000;
}

console.log(`\nCold start (startup CPU: ${runs} runs of wrangler check startup each, the median; load average ${loadavg()[0].toFixed(2)})`);
console.log("| worker | bundle | gzip | startup CPU ms (runs) |\n|---|---|---|---|");
for (const [name, entry] of Object.entries(ENTRIES)) {
  const { config, outdir } = WORKERS[name];
  const code = readFileSync(join(outdir, entry));
  const times = [];
  for (let i = 0; i < runs; i++) {
    const outfile = join(tmpdir(), `inzet-${name}-startup.cpuprofile`);
    // From the config's folder: wrangler 4's `check startup` bundles the worker of the folder it
    // runs in whatever `-c` says (the api's row profiled the web worker until this was found in
    // session 75).
    await run(bin("wrangler"), ["check", "startup", "--cwd", dirname(config), "--outfile", outfile], { quiet: true });
    times.push(startupCpuMs(outfile, entry));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  console.log(`| ${name} | ${mb(code.length)} | ${mb(gzipSync(code).length)} | ${median.toFixed(0)} (${times.map((t) => t.toFixed(0)).join(", ")}) |`);
}

// What the bundles are made of, largest first: where the next kilobytes can come from.
for (const [name, entry] of Object.entries(ENTRIES)) {
  const { packages } = bundleComposition(join(WORKERS[name].outdir, entry));
  const top = packages.slice(0, 8).map(([pkg, bytes]) => `${pkg} ${(bytes / 1024).toFixed(0)} KB`);
  console.log(`${name}: ${top.join(", ")}`);
}
