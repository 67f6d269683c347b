// `npm run burst` (not in CI): a national volunteer day on the local runtime. Its own server (the
// built workers on workerd, a fresh local D1 with the demo data, its own SMTP catcher that keeps
// every mail) and, for --minutes, --visitors signed-in volunteers of the demo tenant at once, each
// in its own browser-like session (no JavaScript: plain form posts), signing up for the day's
// activities (few places each, so they fill and the waiting lists grow), applying for vacancies,
// sending the centre's public form, and reading pages between; meanwhile one visitor of another
// tenant (oldebroek) reads its public pages, as it did alone before the burst (its quiet figure).
// Then it checks, and exits 1 when one check fails:
// - 0 errors: every answer is the page the form leads to, or a clear "full"/"try again" (429, the
//   sign-up form's "already", a 409); a failed request is an error;
// - every accepted sign-up, application and form is stored once (counted in D1), every accepted
//   sign-up is mailed once (counted in the SMTP catcher), no activity gives more places than it has
//   nor leaves one empty while someone waits;
// - the mail queue drains: every mail written since the burst began is sent, and none twice;
// - the other tenant's p50/p95 during the burst beside its quiet figure; rows written per second.
// Faults (docs/performance.md "A burst: the national volunteer day"):
//   --smtp-down     the SMTP server is down for the whole burst and comes back after it;
//   --restart-api   the workers are restarted halfway (workerd stopped and started on the same
//                   database): the requests cut by it are counted apart, every answered write must
//                   still be in the database.
// Usage: node scripts/burst.mjs [--minutes 10] [--visitors 200] [--think-ms 2000] [--places 20]
//   [--activities 6] [--port 8814] [--no-build] [--latency d1=30,api=3] [--smtp-down] [--restart-api]
//   [--quiet-seconds 30] [--drain-minutes 20]
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { prepareDatabase } from "./db.mjs";
import { bin, option, run } from "./lib.mjs";
import { parseLatency } from "./latency/modules.mjs";
import { keepCookies, signIn } from "./latency/visit.mjs";
import { startMailCatcher } from "./mail-catcher.mjs";
import { bundle, serve } from "./runtime.mjs";
import { seedFiles } from "./seed-files.mjs";

const minutes = Number(option("minutes", "10"));
// 200 sessions with 2 s between a visitor's steps: about what this 2-core machine's local runtime
// answers without a queue of minutes (docs/performance.md "A burst: the national volunteer day").
const visitors = Number(option("visitors", "200"));
const thinkMs = Number(option("think-ms", "2000"));
const places = Number(option("places", "20"));
const activityCount = Number(option("activities", "6"));
const port = Number(option("port", "8814"));
const persistTo = String(option("persist-to", ".wrangler/burst-state"));
const quietSeconds = Number(option("quiet-seconds", "30"));
const drainMinutes = Number(option("drain-minutes", "20"));
const latencyOption = option("latency", undefined);
const smtpDown = option("smtp-down", false) === true;
const restartApi = option("restart-api", false) === true;

const API = "inzet-api";
const TENANT = "demo";
const OTHER_TENANT = "oldebroek";
// The demo centre's published form (api/seeds/demo.sql, forms 9001).
const FORM_TOKEN = "de300000000000000000000000000001";
const FIRST_USER_ID = 500_000;
const FIRST_ACTIVITY_ID = 500_000;
const base = `http://127.0.0.1:${port}`;
const smtpPort = port + 10;

if (!existsSync(".dev.vars")) writeFileSync(".dev.vars", `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`);
if (option("no-build", false) !== true) {
  await run(bin("remix"), ["vite:build"]);
  await bundle(["web", "api"]);
}
await prepareDatabase(persistTo, { fresh: true });

// The catcher keeps every mail (the counts below); with --smtp-down it starts only after the burst.
let catcher = null;
const startCatcher = async () => (catcher = await startMailCatcher({ smtpPort, httpPort: port + 15, quiet: true, keep: Infinity }));
if (!smtpDown) await startCatcher();
const bindings = {
  api: { MAIL_ADAPTER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtpPort), SMTP_SECURITY: "none" },
  web: { MAIL_CATCHER_URL: `http://127.0.0.1:${port + 15}/messages` },
};
const serveOptions = { workers: ["web", "api"], port, persistTo, bindings, latency: latencyOption === undefined ? null : parseLatency(latencyOption) };
let miniflare = await serve(serveOptions);
await seedFiles(miniflare, API);
const database = async () => miniflare.getD1Database("DB", API);
/**
 * The setup's and the checks' D1 calls go through Miniflare's proxy, which can drop a call on a
 * machine at full load ("fetch failed: other side closed", a 3-minute run of 2026-11-29): each is
 * tried up to three times, and the setup's inserts are INSERT OR IGNORE, so a retry is harmless.
 */
async function retried(call) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt === 3 || !/fetch failed/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}
const all = (query, ...values) =>
  retried(
    async () =>
      (
        await (
          await database()
        )
          .prepare(query)
          .bind(...values)
          .all()
      ).results,
  );

// ---- The day's setup: accounts, the activities with few places, the vacancies, the form. ----
const today = new Date().toISOString().slice(0, 10);
const digest = (await all("SELECT password_digest FROM users WHERE id = 1"))[0].password_digest;
const accounts = Array.from({ length: visitors }, (_, i) => ({ id: FIRST_USER_ID + i, email: `burst-${i}@example.org` }));
{
  const db = await database();
  const statements = accounts.map((a, i) =>
    db
      .prepare(
        "INSERT OR IGNORE INTO users (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at) VALUES (?, ?, 1, ?, ?, 'Burst', ?, 'nl', 'active', ?)",
      )
      .bind(a.id, TENANT, a.email, digest, String(i), new Date().toISOString()),
  );
  for (let i = 0; i < statements.length; i += 50) await retried(() => db.batch(statements.slice(i, i + 50)));
  // Copies of an approved activity of the demo centre, on a day to come, with `places` places each.
  const columns = (await all("SELECT name FROM pragma_table_info('activities')")).map((c) => c.name);
  const [model] = await all(
    "SELECT id FROM activities WHERE tenant_id = ? AND volunteer_center_id = 1 AND status = 'approved' AND last_date >= ? ORDER BY id LIMIT 1",
    TENANT,
    today,
  );
  const value = (column, k) =>
    ({ id: String(FIRST_ACTIVITY_ID + k), title: `'Nationale vrijwilligersdag ${k + 1}'`, capacity: String(places), repeat: "'none'", repeat_until: "NULL" })[
      column
    ] ?? column;
  for (let k = 0; k < activityCount; k++)
    await retried(() =>
      db
        .prepare(`INSERT OR IGNORE INTO activities (${columns.join(", ")}) SELECT ${columns.map((c) => value(c, k)).join(", ")} FROM activities WHERE id = ?`)
        .bind(model.id)
        .run(),
    );
}
const activityIds = Array.from({ length: activityCount }, (_, k) => FIRST_ACTIVITY_ID + k);
// The demo tenant's published vacancies still open (a few, as a day's visitors find them).
const vacancyIds = (
  await all(
    "SELECT id FROM vacancies WHERE tenant_id = ? AND status = 'published' AND (expires_on IS NULL OR expires_on >= ?) AND (ends_on IS NULL OR ends_on >= ?) ORDER BY id LIMIT 12",
    TENANT,
    today,
    today,
  )
).map((v) => v.id);
if (vacancyIds.length === 0) throw new Error("no published vacancy in the demo data");

// ---- Measuring: answers and latencies. ----
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0;
};
const outcomes = { accepted: 0, full: 0, tryAgain: 0, cut: 0, errors: 0 };
const errorSamples = [];
const accepted = { signUps: [], applications: [], forms: [] };
const actionMs = [];
let restarting = false;
let restartedAt = null;

function fail(what, detail) {
  outcomes.errors++;
  if (errorSamples.length < 12) errorSamples.push(`${what}: ${detail}`);
}

/** A browser's request: the session's cookies, an Origin on posts (the CSRF check), no redirects followed. */
async function browse(jar, path, form, headers = {}) {
  const response = await fetch(base + path, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      ...headers,
      ...(jar.size && { Cookie: [...jar.values()].join("; ") }),
      ...(form && { "Content-Type": "application/x-www-form-urlencoded", Origin: base }),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
  keepCookies(jar, response);
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location") ?? "", text };
}

/**
 * One step of a visitor; its answer sorted into accepted, a clear "full"/"try again", or an error.
 * A failed request or a 5xx while the workers restart (--restart-api) is "cut", counted apart.
 */
async function step(visitor, name, path, form, onAccepted) {
  const started = performance.now();
  try {
    const answer = await browse(visitor.jar, path, form, visitor.address);
    actionMs.push(performance.now() - started);
    if (answer.status === 302 || answer.status === 303) {
      onAccepted(answer.location);
      outcomes.accepted++;
      // The browser follows the redirect: the page saying what happened.
      const page = await browse(visitor.jar, answer.location, undefined, visitor.address);
      if (page.status !== 200) fail(`${name} then ${answer.location}`, page.status);
    } else if (answer.status === 429 || answer.status === 409) outcomes.tryAgain++;
    else if (answer.status === 400 && /al aangemeld|already/i.test(answer.text)) outcomes.full++;
    else if (answer.status >= 500 && (restarting || recentlyRestarted())) outcomes.cut++;
    else fail(`${name} ${path}`, `${answer.status} ${answer.text.replace(/\s+/g, " ").slice(0, 160)}`);
  } catch (error) {
    if (restarting || recentlyRestarted()) outcomes.cut++;
    else fail(`${name} ${path}`, error.message);
  }
}
const recentlyRestarted = () => restartedAt !== null && Date.now() - restartedAt < 5_000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
let formsSent = 0;

/**
 * A visitor's own address, as the edge says it in CF-Connecting-IP (Miniflare keeps one a request
 * brings): hundreds of people on their own phones, each with the rate limits of one real visitor
 * (docs/security.md, "Visitor address"), not all of them one address, which the sign-in's limit
 * per address refused after a few dozen (the run of 2026-11-29 08:31).
 */
const addressOf = (n) => ({ "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

async function visitor(account, endAt) {
  const address = addressOf(account.id - FIRST_USER_ID + 1);
  // Signing in can be cut too (the runtime at full load closed connections in a run of
  // 2026-11-29): tried three times, then the visitor counts one error and stays away.
  let jar = null;
  for (let attempt = 1; jar === null && attempt <= 3; attempt++)
    jar = await signIn(base, account.email, address).catch((error) => {
      if (attempt === 3) fail(`sign-in of ${account.email}`, error.message);
      return null;
    });
  if (jar === null) return;
  const visitor = { jar, address, activities: [...activityIds], vacancies: [...vacancyIds] };
  while (Date.now() < endAt) {
    const roll = Math.random();
    if (roll < 0.4 && visitor.activities.length) {
      const activity = visitor.activities.splice(Math.floor(Math.random() * visitor.activities.length), 1)[0];
      await step(visitor, "sign-up", `/activiteitenkalender/${activity}`, {}, (location) =>
        accepted.signUps.push({ userId: account.id, email: account.email, activity, status: new URL(location, base).searchParams.get("aanmelding") }),
      );
    } else if (roll < 0.6 && visitor.vacancies.length) {
      const vacancy = visitor.vacancies.splice(Math.floor(Math.random() * visitor.vacancies.length), 1)[0];
      await step(visitor, "application", `/vacancies/${vacancy}`, { motivation: "Ik help graag mee op de vrijwilligersdag." }, () =>
        accepted.applications.push({ userId: account.id, vacancy }),
      );
    } else if (roll < 0.75) {
      const n = formsSent++;
      const email = `burst-form-${n}@example.org`;
      const answers = { _step: "2", _intent: "send", name: `Bezoeker ${n}`, email, shift: pick(["ochtend", "middag"]), consent: "yes" };
      await step(visitor, "form", `/forms/${FORM_TOKEN}`, answers, () => accepted.forms.push(email));
    } else {
      const started = performance.now();
      try {
        const page = await browse(visitor.jar, pick(["/", `/activiteitenkalender/${pick(activityIds)}`, `/vacancies/${pick(vacancyIds)}`]), undefined, address);
        actionMs.push(performance.now() - started);
        if (page.status !== 200) {
          if (page.status >= 500 && (restarting || recentlyRestarted())) outcomes.cut++;
          else fail("page", page.status);
        }
      } catch (error) {
        if (restarting || recentlyRestarted()) outcomes.cut++;
        else fail("page", error.message);
      }
    }
    await think();
  }
}

/** The other tenant's public pages, one after the other, uncached: latencies until `endAt`. */
async function otherTenant(endAt) {
  const paths = ["/", "/sociale-kaart", "/vacancies/search", "/activiteitenkalender"];
  const latencies = [];
  const headers = { Cookie: `tenant=${OTHER_TENANT}`, "Inzet-Edge-Cache": "bypass" };
  for (let i = 0; Date.now() < endAt; i++) {
    const started = performance.now();
    try {
      const response = await fetch(base + paths[i % paths.length], { headers, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - started);
      else if (!(restarting || recentlyRestarted())) fail(`${OTHER_TENANT} ${paths[i % paths.length]}`, response.status);
    } catch (error) {
      if (!(restarting || recentlyRestarted())) fail(`${OTHER_TENANT} ${paths[i % paths.length]}`, error.message);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

async function tableRows() {
  const tables = (
    await all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND sql NOT LIKE '%VIRTUAL%'")
  ).map((t) => t.name);
  const counts = {};
  for (const table of tables) counts[table] = (await all(`SELECT count(*) AS n FROM "${table}"`))[0].n;
  return counts;
}

// ---- The day. ----
console.log(
  `Burst: ${minutes} min, ${visitors} signed-in visitors (${thinkMs} ms between steps), ${activityCount} activities of ${places} places, ${vacancyIds.length} vacancies, the public form; ` +
    `${OTHER_TENANT} measured${smtpDown ? "; SMTP down for the burst" : ""}${restartApi ? "; workers restarted halfway" : ""}${latencyOption ? `; latency ${latencyOption}` : ""}`,
);
const quiet = await otherTenant(Date.now() + quietSeconds * 1000);
const rowsBefore = await tableRows();
const burstStartIso = new Date().toISOString();
const startedAt = Date.now();
const endAt = startedAt + minutes * 60_000;
const restart = restartApi
  ? new Promise((resolve) =>
      setTimeout(
        async () => {
          restarting = true;
          const stopped = Date.now();
          await miniflare.dispose();
          miniflare = await serve(serveOptions);
          restarting = false;
          restartedAt = Date.now();
          console.log(`workers restarted at ${((stopped - startedAt) / 1000).toFixed(0)} s, back after ${((restartedAt - stopped) / 1000).toFixed(1)} s`);
          resolve();
        },
        (minutes * 60_000) / 2,
      ),
    )
  : Promise.resolve();
const progress = setInterval(() => {
  console.log(
    `${new Date().toISOString().slice(11, 19)} accepted ${outcomes.accepted}, full ${outcomes.full}, try again ${outcomes.tryAgain}, cut ${outcomes.cut}, errors ${outcomes.errors}; p95 of the last steps ${quantile(actionMs.slice(-2000), 0.95).toFixed(0)} ms`,
  );
}, 60_000);
// Visitors arrive over the first ten seconds, not in one instant.
const [busy] = await Promise.all([
  otherTenant(endAt),
  ...accounts.map((account, i) => new Promise((resolve) => setTimeout(resolve, (i * 10_000) / visitors)).then(() => visitor(account, endAt))),
  restart,
]);
clearInterval(progress);
const seconds = (Date.now() - startedAt) / 1000;
const rowsAfter = await tableRows();

// ---- The mail queue drains (with --smtp-down: once the SMTP server is back). ----
if (smtpDown) await startCatcher();
const drainStarted = Date.now();
let pending;
// The api's quarter-hour cron (api/src/crons.ts MAIL_CRON; this script cannot import the worker's
// TypeScript), fired each minute of the drain as Cloudflare fires it each quarter hour: its sweep
// re-queues mail whose queue message was lost (the local queue lives in memory, so a restart
// loses what it held; docs/mail.md "Sweep"). Firing it more often only finds rows sooner.
const MAIL_CRON = "*/15 * * * *";
let swept = Date.now();
for (;;) {
  [pending] = await all("SELECT count(*) AS n FROM outbox_messages WHERE created_at >= ? AND status IN ('queued', 'sending')", burstStartIso);
  if (pending.n === 0 || Date.now() - drainStarted > drainMinutes * 60_000) break;
  if (Date.now() - swept > 60_000) {
    swept = Date.now();
    await retried(async () => (await miniflare.getWorker(API)).scheduled({ cron: MAIL_CRON }));
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
}
const drainSeconds = (Date.now() - drainStarted) / 1000;

// ---- The checks. ----
const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok, detail });
const byStatus = await all("SELECT status, count(*) AS n FROM outbox_messages WHERE created_at >= ? GROUP BY status", burstStartIso);
const outbox = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
const sent = await all("SELECT id, to_address, subject FROM outbox_messages WHERE created_at >= ? AND status = 'sent'", burstStartIso);
const caught = catcher.messages;
const caughtIds = new Map();
for (const message of caught) caughtIds.set(message.messageId, (caughtIds.get(message.messageId) ?? 0) + 1);
const twice = [...caughtIds.values()].filter((n) => n > 1).length;
check("the mail queue drained", pending.n === 0 && !outbox.failed, `${JSON.stringify(outbox)} after ${drainSeconds.toFixed(0)} s`);
check("every mail sent once", twice === 0 && caught.length >= sent.length, `${sent.length} sent rows, ${caught.length} caught, ${twice} Message-IDs twice`);

const signUpRows = await all(
  `SELECT user_id AS userId, activity_id AS activity, status, count(*) OVER (PARTITION BY user_id, activity_id) AS copies FROM activity_sign_ups WHERE activity_id IN (${activityIds.join(",")}) AND status <> 'cancelled'`,
);
const stored = new Map(signUpRows.map((r) => [`${r.userId}:${r.activity}`, r]));
const missing = accepted.signUps.filter((s) => stored.get(`${s.userId}:${s.activity}`)?.status !== s.status);
const copies = signUpRows.filter((r) => r.copies > 1).length;
check(
  "every accepted sign-up stored once, as answered",
  missing.length === 0 && copies === 0,
  `${accepted.signUps.length} accepted, ${signUpRows.length} stored, ${missing.length} missing or other, ${copies} twice`,
);
const places_ = await all(
  `SELECT activity_id AS activity, sum(status = 'confirmed') AS confirmed, sum(status = 'waiting') AS waiting FROM activity_sign_ups WHERE activity_id IN (${activityIds.join(",")}) GROUP BY activity_id`,
);
const overfull = places_.filter((p) => p.confirmed > places || (p.waiting > 0 && p.confirmed < places));
check(
  "no place given twice, none left empty while someone waits",
  overfull.length === 0,
  places_.map((p) => `${p.confirmed}+${p.waiting}`).join(", ") + " (places + waiting)",
);
// Mailed once: the sign-up's mail (subject names the activity) to the volunteer's address, once.
const mailsTo = new Map();
for (const message of caught) for (const to of message.to) mailsTo.set(`${to}\n${message.subject}`, (mailsTo.get(`${to}\n${message.subject}`) ?? 0) + 1);
const titleOf = (activity) => `Nationale vrijwilligersdag ${activity - FIRST_ACTIVITY_ID + 1}`;
const mailCount = (s) =>
  [...mailsTo].filter(([key]) => key.startsWith(`${s.email}\n`) && key.endsWith(titleOf(s.activity))).reduce((n, [, count]) => n + count, 0);
const notOnce = accepted.signUps.filter((s) => mailCount(s) !== 1);
check("every accepted sign-up mailed once", notOnce.length === 0, `${accepted.signUps.length - notOnce.length} of ${accepted.signUps.length} caught once`);
const applications = await all(
  `SELECT user_id AS userId, vacancy_id AS vacancy, count(*) AS n FROM applications WHERE user_id >= ? GROUP BY user_id, vacancy_id`,
  FIRST_USER_ID,
);
const applied = new Map(applications.map((a) => [`${a.userId}:${a.vacancy}`, a.n]));
const lostApplications = accepted.applications.filter((a) => applied.get(`${a.userId}:${a.vacancy}`) !== 1);
check("every accepted application stored once", lostApplications.length === 0, `${accepted.applications.length} accepted, ${applications.length} stored`);
const [formRows] = await all("SELECT count(*) AS n FROM form_submissions WHERE answers LIKE '%burst-form-%'");
const formEmails = new Set(
  (await all("SELECT json_extract(answers, '$.email') AS email FROM form_submissions WHERE answers LIKE '%burst-form-%'")).map((r) => r.email),
);
const lostForms = accepted.forms.filter((email) => !formEmails.has(email));
check("every accepted form stored", lostForms.length === 0, `${accepted.forms.length} accepted, ${formRows.n} stored`);
check("0 errors", outcomes.errors === 0, JSON.stringify(outcomes));

const added = Object.entries(rowsAfter)
  .map(([table, n]) => [table, n - (rowsBefore[table] ?? 0)])
  .filter(([, n]) => n > 0)
  .sort((a, b) => b[1] - a[1]);
const rowsAdded = added.reduce((sum, [, n]) => sum + n, 0);
const quietP = { p50: quantile(quiet, 0.5), p95: quantile(quiet, 0.95) };
const busyP = { p50: quantile(busy, 0.5), p95: quantile(busy, 0.95) };

console.log(`\n| minutes | visitors | steps | accepted | full | try again | cut | errors | steps p50 ms | p95 ms | rows added/s | accepted writes/s |`);
console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|`);
console.log(
  `| ${(seconds / 60).toFixed(1)} | ${visitors} | ${actionMs.length} | ${outcomes.accepted} | ${outcomes.full} | ${outcomes.tryAgain} | ${outcomes.cut} | **${outcomes.errors}** | ${quantile(actionMs, 0.5).toFixed(0)} | ${quantile(actionMs, 0.95).toFixed(0)} | ${(rowsAdded / seconds).toFixed(1)} | ${(outcomes.accepted / seconds).toFixed(1)} |`,
);
console.log(
  `\n${OTHER_TENANT}: quiet p50 ${quietP.p50.toFixed(0)} ms / p95 ${quietP.p95.toFixed(0)} ms (${quiet.length} requests); during the burst p50 ${busyP.p50.toFixed(0)} ms / p95 ${busyP.p95.toFixed(0)} ms (${busy.length} requests)`,
);
console.log(`sign-ups ${accepted.signUps.length}, applications ${accepted.applications.length}, forms ${accepted.forms.length}; mails caught ${caught.length}`);
console.log(`rows added: ${rowsAdded} (${added.map(([t, n]) => `${t} ${n}`).join(", ")})`);
for (const c of checks) console.log(`${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.detail}`);
for (const sample of errorSamples) console.log(`error: ${sample}`);
if (checks.some((c) => !c.ok)) process.exitCode = 1;

await Promise.allSettled([miniflare.dispose(), catcher?.close()]);
