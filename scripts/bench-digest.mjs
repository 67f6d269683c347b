// `npm run bench:digest` (also part of `npm run bench`): the periodic digest for 100,000
// subscribers over 100,000 vacancies, planned and queued as in production: the api worker alone
// under `wrangler dev` (real local D1 and Queues), POST /api/v1/digest_runs starts the chain the
// daily cron starts, and every planning invocation logs one `digest-batch` line (subscribers,
// digests, D1 rows read, ms; api/src/mail/digest/jobs.ts). Prints the wall time until the last
// batch, the D1 rows read per subscriber and the peak memory of the worker process (workerd's
// VmHWM from /proc: every invocation runs in it one after another, so one invocation's peak is at
// most that). The digests' own delivery (MAIL_ADAPTER=log) shares the queue, as in production.
// Usage: node scripts/bench-digest.mjs [--subscribers 100000] [--vacancies 100000] [--port 8797]
//   [--timeout-minutes 60] (a busy machine needs more for 100,000: the deliveries share the queue)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { execute, logUptime } from "./bench-lib.mjs";
import { prepareDatabase } from "./db.mjs";
import { bin, env, option } from "./lib.mjs";

const subscribers = Number(option("subscribers", "100000"));
const vacancies = Number(option("vacancies", "100000"));
const port = String(option("port", "8797"));
const timeoutMinutes = Number(option("timeout-minutes", "60"));
const persistTo = ".wrangler/bench-digest-state";
const RUN_AT = new Date();
const iso = (days) => new Date(RUN_AT.getTime() + days * 86_400_000).toISOString();

const CITY = [
  [52.37, 4.89],
  [52.09, 5.12],
  [52.51, 6.09],
  [51.19, 5.99],
  [52.44, 5.9],
  [52.33, 5.54],
  [50.85, 5.69],
  [52.16, 5.39],
  [53.22, 6.57],
  [51.44, 5.48],
  [52.47, 6.06],
];
const cities = `json('${JSON.stringify(CITY)}')`;
const cityField = (k) => `json_extract(${cities}, '$[' || ((i / 7) % ${CITY.length}) || '][${k}]')`;

// Vacancies of the demo tenant's approved organizations, published over the past 100 days (so a
// week holds about 7,000 new ones), 80 % published, 10 % remote, spread over eleven places.
const vacancyStatement = (from, to) => `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO vacancies (id, tenant_id, organization_id, title, description, description_text, status, remote,
  city, latitude, longitude, hours_per_week, commitment, places, published_at)
SELECT 200000 + i, 'demo', json_extract('[1,2,3,7,4]', '$[' || (i % 5) || ']'), 'Klus ' || i,
  '{"type":"doc","content":[]}', '', CASE WHEN i % 5 = 0 THEN 'draft' ELSE 'published' END,
  CASE WHEN i % 10 = 0 THEN 1 ELSE 0 END,
  CASE WHEN i % 10 = 0 THEN NULL ELSE 'Plaats ' || ((i / 7) % ${CITY.length}) END,
  CASE WHEN i % 10 = 0 THEN NULL ELSE ${cityField(0)} + ((i * 31) % 200 - 100) / 1000.0 END,
  CASE WHEN i % 10 = 0 THEN NULL ELSE ${cityField(1)} + ((i * 37) % 200 - 100) / 1000.0 END,
  2, 'recurring', 1, strftime('%Y-%m-%dT%H:%M:%fZ', '${iso(-100)}', '+' || (i * 144000 / ${vacancies}) || ' minutes')
FROM n`;

// Confirmed volunteers who chose a weekly digest within 10 or 25 km of one of the places, their
// last digest a week ago (the insert trigger schedules them; the update moves them back a week).
const subscriberStatement = (from, to) => `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO users (id, tenant_id, volunteer_center_id, email, first_name, locale, periodic_mail, status, confirmed_at,
  digest_postcode, digest_latitude, digest_longitude, digest_distance_km)
SELECT 500000 + i, 'demo', 1, 'abonnee-' || i || '@bench.example.org', 'Abonnee', CASE WHEN i % 4 = 0 THEN 'en' ELSE 'nl' END,
  'weekly', 'active', '${iso(-30)}', '1011', ${cityField(0)}, ${cityField(1)}, CASE WHEN i % 2 = 0 THEN 10 ELSE 25 END
FROM n`;

async function seed() {
  const started = performance.now();
  await prepareDatabase(persistTo, { fresh: true });
  const chunk = 20_000;
  for (let from = 1; from <= vacancies; from += chunk) await execute(persistTo, vacancyStatement(from, Math.min(vacancies, from + chunk - 1)));
  for (let from = 1; from <= subscribers; from += chunk) await execute(persistTo, subscriberStatement(from, Math.min(subscribers, from + chunk - 1)));
  // Everyone else's digest is off, so the run plans exactly the generated subscribers.
  await execute(persistTo, `UPDATE users SET periodic_mail = 'none' WHERE id < 500000`);
  await execute(persistTo, `UPDATE users SET digest_since = '${iso(-7)}', digest_due_at = '${iso(-1 / 24)}' WHERE id > 500000`);
  await execute(persistTo, "ANALYZE");
  console.log(`seeded ${vacancies} vacancies and ${subscribers} subscribers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** workerd's peak resident memory (VmHWM, KiB) among the dev server's processes. */
function peakKib(rootPid) {
  let peak = 0;
  const children = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const walk = (pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (/^Name:\s*workerd/m.test(status)) peak = Math.max(peak, Number(/^VmHWM:\s*(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // gone
    }
    for (const child of children(pid)) walk(child);
  };
  walk(rootPid);
  return peak;
}

await seed();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  bin("wrangler"),
  ["dev", "-c", "api/wrangler.toml", "--persist-to", persistTo, "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false"],
  {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  },
);
const batches = [];
let postedAt = 0;
function progress() {
  const planned = batches.reduce((sum, b) => sum + b.planned, 0);
  const rows = batches.reduce((sum, b) => sum + b.rowsRead, 0);
  const seconds = (performance.now() - postedAt) / 1000;
  console.log(
    `… ${batches.length} invocations, ${planned} subscribers planned in ${seconds.toFixed(0)} s, ${(rows / Math.max(1, planned)).toFixed(1)} D1 rows read per subscriber`,
  );
}
let done;
const finished = new Promise((resolve) => (done = resolve));
let buffer = "";
server.stdout.on("data", (chunk) => {
  buffer += chunk;
  const lines = buffer.split("\n");
  buffer = lines.pop();
  for (const line of lines) {
    const m = /digest-batch (\{.*\})/.exec(line);
    if (process.env.BENCH_DEBUG) console.error(line);
    if (!m) continue;
    const batch = JSON.parse(m[1]);
    batches.push({ ...batch, at: performance.now() });
    // A running tally every 100 invocations, so a run that is stopped early still leaves figures.
    if (batches.length % 100 === 0) progress();
    if (!batch.more) done();
  }
});
server.stderr.on("data", (chunk) => process.env.BENCH_DEBUG && process.stderr.write(chunk));
server.on("exit", (code) => {
  if (!batches.length || batches.at(-1).more) console.error(`wrangler dev exited (${code}) before the last batch`);
});

try {
  const waitStarted = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/v1/health`, { headers: { "X-Tenant": "demo" } })).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - waitStarted > 120_000) throw new Error("the api worker did not answer within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const idleKib = peakKib(server.pid);
  logUptime();
  const started = performance.now();
  postedAt = started;
  const response = await fetch(`${base}/api/v1/digest_runs`, { method: "POST", headers: { "X-Tenant": "demo", Accept: "application/vnd.api+json" } });
  if (response.status !== 202) throw new Error(`digest_runs: ${response.status} ${await response.text()}`);
  const { meta } = await response.json();
  console.log(`POST /api/v1/digest_runs: ${meta.subscribers} subscribers due; planning through the queue …`);
  await Promise.race([
    finished,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no last batch within ${timeoutMinutes} min`)), timeoutMinutes * 60_000)),
  ]);
  const wall = (performance.now() - started) / 1000;
  const planned = batches.reduce((sum, b) => sum + b.planned, 0);
  const sent = batches.reduce((sum, b) => sum + b.sent, 0);
  const rows = batches.reduce((sum, b) => sum + b.rowsRead, 0);
  const ms = batches.map((b) => b.ms).sort((a, b) => a - b);
  const perRows = batches.map((b) => b.rowsRead).sort((a, b) => a - b);
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  console.log(`planned ${planned} subscribers in ${batches.length} invocations; ${sent} digests written and queued`);
  console.log(`wall time (digest_runs to the last batch, deliveries sharing the queue): ${wall.toFixed(1)} s`);
  console.log(`one invocation: p50 ${pct(ms, 50)} ms, p95 ${pct(ms, 95)} ms, max ${ms.at(-1)} ms; D1 rows read p50 ${pct(perRows, 50)}, max ${perRows.at(-1)}`);
  console.log(`D1 rows read: ${rows} in all, ${(rows / Math.max(1, planned)).toFixed(1)} per subscriber`);
  const peak = peakKib(server.pid);
  console.log(`workerd peak resident memory: ${(peak / 1024).toFixed(0)} MiB (idle ${(idleKib / 1024).toFixed(0)} MiB)`);
} finally {
  process.kill(-server.pid, "SIGTERM");
}
