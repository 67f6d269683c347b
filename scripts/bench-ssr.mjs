// `npm run bench` (part): what server rendering costs, as a ratio. Median and p99 latency of
// public pages against a static asset of the same local server (scripts/runtime.mjs), in one run: requests go
// one at a time, the routes taking turns, so all share the machine's state. Target: ratio ≤ 3 at
// the median. Usage: node scripts/bench-ssr.mjs [--runs 300] [--port 8810] [--no-build]
import { option } from "./lib.mjs";
import { publicPaths, startServer, staticAsset } from "./bench-server.mjs";

const runs = Number(option("runs", "300"));
const port = Number(option("port", "8810"));

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timed(url) {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

const { base, stop } = await startServer(port, ".wrangler/bench-ssr-state");
try {
  const asset = await staticAsset(base);
  const pages = (await publicPaths(base)).filter((path) => ["/", "/sociale-kaart", "/vacancies/search"].includes(path));
  const targets = [asset, ...pages];
  const samples = Object.fromEntries(targets.map((path) => [path, []]));
  for (let i = 0; i < 20; i++) for (const path of targets) await timed(base + path); // warm-up
  for (let i = 0; i < runs; i++) for (const path of targets) samples[path].push(await timed(base + path));
  const stats = Object.fromEntries(
    targets.map((path) => {
      const sorted = samples[path].sort((a, b) => a - b);
      return [path, { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }];
    }),
  );
  console.log(`\nSSR cost (${runs} sequential requests each, after 20 warm-up rounds; static asset ${asset})`);
  console.log("| path | median ms | p99 ms | ratio median | ratio p99 |\n|---|---|---|---|---|");
  for (const path of targets) {
    const { median, p99 } = stats[path];
    const ratio = (value, of) => (value / of).toFixed(2);
    const label = path === asset ? "static asset" : path;
    console.log(`| ${label} | ${median.toFixed(1)} | ${p99.toFixed(1)} | ${ratio(median, stats[asset].median)} | ${ratio(p99, stats[asset].p99)} |`);
  }
} finally {
  stop();
}
