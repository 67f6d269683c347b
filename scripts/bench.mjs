// `npm run bench`: start-up time and page weight, measured against a real local server.
// Prints: seconds from launching `npm start` (after install) to the first home page, and the bytes
// (raw and gzip) of the HTML, CSS and JavaScript the home page makes a browser load.
// Then the vacancy search benchmark (scripts/bench-search.mjs, also `npm run bench:search`) and the
// organization list one (scripts/bench-organizations.mjs, `npm run bench:organizations`).
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { env, option, run } from "./lib.mjs";

const port = String(option("port", "8795"));
const base = `http://localhost:${port}`;
const started = performance.now();
const server = spawn("node", ["scripts/start.mjs", "--fresh", "--port", port, "--persist-to", ".wrangler/bench-state"], {
  env,
  stdio: "ignore",
  detached: true,
});

async function firstPage(deadline = 180_000) {
  while (performance.now() - started < deadline) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return response.text();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("no page within 180 s");
}

const weight = async (url) => {
  const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bytes a page makes a browser load: its HTML, its stylesheets and its scripts. */
async function pageWeight(path, html) {
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*src)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const sum = (items) => items.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const js = sum([...(await Promise.all([...new Set(scripts)].map(weight))), { raw: inline.length, gzip: inline ? gzipSync(inline).length : 0 }]);
  const css = sum(await Promise.all(styles.map(weight)));
  console.log(
    `${path.padEnd(14)} HTML ${kb(gzipSync(html).length).padStart(8)} gzip · CSS ${kb(css.gzip).padStart(8)} gzip · ` +
      `JS ${kb(js.gzip).padStart(8)} gzip (${scripts.length} files)`,
  );
}

try {
  const html = await firstPage();
  console.log(`start to first page: ${((performance.now() - started) / 1000).toFixed(1)} s (build, migrate, seed, serve)`);
  await pageWeight("/", html);
  // Public pages ship no JavaScript; the style guide hydrates, as signed-in pages may.
  for (const path of ["/switch", "/login", "/signup", "/dev/components"]) {
    await pageWeight(path, await (await fetch(`${base}${path}`)).text());
  }
} finally {
  process.kill(-server.pid, "SIGTERM");
}

// Vacancy search on 100,000 vacancies: its own database and api worker (scripts/bench-search.mjs).
await run("node", ["scripts/bench-search.mjs"]);
// The organization list at 10,000 organizations (scripts/bench-organizations.mjs).
await run("node", ["scripts/bench-organizations.mjs"]);
// The inbox and unread count for 10,000 messages in 500 conversations (scripts/bench-conversations.mjs).
await run("node", ["scripts/bench-conversations.mjs"]);
// The centre's figures at 100,000 vacancies and 1,000,000 applications (scripts/bench-analytics.mjs).
await run("node", ["scripts/bench-analytics.mjs"]);
// Shifts and hours: a roster of 1,000 shifts with 10,000 sign-ups and the totals over 1,000,000
// hour records (scripts/bench-hours.mjs, also `npm run bench:hours`).
await run("node", ["scripts/bench-hours.mjs"]);
// The volunteer pool at 50,000 profiles (scripts/bench-pool.mjs, `npm run bench:pool`).
await run("node", ["scripts/bench-pool.mjs"]);
// The periodic digest: 100,000 subscribers over 100,000 vacancies planned through the queue
// (scripts/bench-digest.mjs, also `npm run bench:digest`).
await run("node", ["scripts/bench-digest.mjs"]);

// Every page of the sweep table in latency mode: round trips on its critical path, time at d1=0
// and d1=30, CPU per request (scripts/bench-latency.mjs); each worker's bundle and startup CPU.
await run("node", ["scripts/bench-latency.mjs", "--no-build"]);
await run("node", ["scripts/bench-cold-start.mjs"]);
// SSR cost against a static asset, then 60 s of mixed public load (the build above is reused).
await run("node", ["scripts/bench-ssr.mjs", "--no-build"]);
await run("node", ["scripts/bench-load.mjs", "--no-build"]);
