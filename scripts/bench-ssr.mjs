// `npm run bench` (part): what server rendering costs, as a ratio. Median and p99 latency of every
// public page (the sweep table's), uncached and from the edge cache (decision 0009), against a
// static asset of the same local server (scripts/runtime.mjs), in one run: requests go one at a
// time, the routes taking turns, so all share the machine's state. Uncached requests carry
// `Inzet-Edge-Cache: bypass` (honoured outside production only); cached ones are plain visits,
// whose X-Cache says HIT unless the page's 60 s in the cache just ended. Target: ratio ≤ 2 at the
// median, uncached. Usage: node scripts/bench-ssr.mjs [--runs 100] [--port 8810] [--no-build]
// [--only /,/sociale-kaart,/sociale-kaart/*] (only these of the pages, for a before/after of the
// pages one changed)
import { option } from "./lib.mjs";
import { publicPaths, startServer, staticAsset } from "./bench-server.mjs";
import { sweepPages } from "./sweep-pages.mjs";

const runs = Number(option("runs", "100"));
const port = Number(option("port", "8810"));
const only = String(option("only", ""));
// "/sociale-kaart/*": every measured page under that path (its id comes from the demo data).
const chosen = (path) => only === "" || only.split(",").some((p) => (p.endsWith("*") ? path.startsWith(p.slice(0, -1)) : p === path));
const BYPASS = { "Inzet-Edge-Cache": "bypass" };
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timed(url, headers = {}) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // Outside production the page says its api calls and their D1 statements in Server-Timing
  // (app/.server/api/trace.ts): "2 calls, 5 statements" is written 2/5.
  const said = /desc="(\d+) calls(?:, (\d+) statements)?"/.exec(response.headers.get("Server-Timing") ?? "");
  const calls = said ? `${said[1]}/${said[2] ?? "?"}` : "-";
  return { ms: performance.now() - start, cache: response.headers.get("X-Cache"), calls };
}

const { base, stop } = await startServer(port, ".wrangler/bench-ssr-state");
try {
  const asset = await staticAsset(base);
  // The load mix's pages (bench-server.mjs: with a map entry and vacancies the search links to),
  // then every public page of the product (the sweep table, as Lighthouse and the soak take it).
  const sweep = (await sweepPages()).filter((page) => page.public).map((page) => page.url);
  const pages = [];
  for (const path of new Set([...(await publicPaths(base)), ...sweep]))
    if (!chosen(path)) continue;
    else if ((await fetch(base + path, { headers: BYPASS })).ok) pages.push(path);
    else console.log(`skipped ${path}: not a 200 with the demo data`);
  // Each target: a path and how it is asked for.
  const targets = [
    { label: "static asset", path: asset, headers: {} },
    ...pages.flatMap((path) => [
      { label: `${path} uncached`, path, headers: BYPASS },
      { label: `${path} cached`, path, headers: {} },
    ]),
  ];
  const samples = new Map(targets.map((target) => [target, []]));
  const hits = new Map(targets.map((target) => [target, 0]));
  const calls = new Map();
  for (let i = 0; i < 20; i++) for (const target of targets) await timed(base + target.path, target.headers); // warm-up
  for (let i = 0; i < runs; i++)
    for (const target of targets) {
      const { ms, cache, calls: made } = await timed(base + target.path, target.headers);
      samples.get(target).push(ms);
      calls.set(target, [...(calls.get(target) ?? []), made]);
      if (cache === "HIT") hits.set(target, hits.get(target) + 1);
    }
  const stats = new Map(
    targets.map((target) => {
      const sorted = samples.get(target).sort((a, b) => a - b);
      return [target, { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }];
    }),
  );
  const of = stats.get(targets[0]);
  const ratio = (value, base) => (value / base).toFixed(2);
  // The calls most requests of a target made (a hit asks the content version again once its
  // kept copy ends, decision 0011): uncached / cached.
  const mostOf = (made = []) => {
    const counts = new Map();
    for (const value of made) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "-";
  };
  console.log(`\nSSR cost (${runs} sequential requests each, after 20 warm-up rounds; static asset ${asset})`);
  console.log(`static asset: median ${of.median.toFixed(1)} ms, p99 ${of.p99.toFixed(1)} ms`);
  console.log(
    "| path | api calls/D1 statements uncached ; cached | uncached median ms | ratio | uncached p99 ms | ratio p99 | cached median ms | ratio | cached p99 ms | ratio p99 | hits |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const path of pages) {
    const [uncached, cached] = targets.filter((target) => target.path === path && target.label !== "static asset");
    const u = stats.get(uncached);
    const c = stats.get(cached);
    console.log(
      `| ${path} | ${mostOf(calls.get(uncached))} ; ${mostOf(calls.get(cached))} | ${u.median.toFixed(1)} | ${ratio(u.median, of.median)} | ${u.p99.toFixed(1)} | ${ratio(u.p99, of.p99)} | ` +
        `${c.median.toFixed(1)} | ${ratio(c.median, of.median)} | ${c.p99.toFixed(1)} | ${ratio(c.p99, of.p99)} | ${hits.get(cached)}/${runs} |`,
    );
  }
} finally {
  stop();
}
