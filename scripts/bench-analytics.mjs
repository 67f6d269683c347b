// `npm run bench:analytics` (also part of `npm run bench`): the centre's figures (issue 27,
// docs/analytics.md) at 100,000 vacancies and 1,000,000 applications over ten years. Seeds a
// fresh local D1 (migrations, demo data, then the generated history of the demo centre), serves
// the api worker alone, times the roll-up's back-fill of the ten years (the cron's first run),
// signs in as the centre's staff and prints p50/p95/p99 and D1 rows read for /analytics for one
// year and its neighbours. Usage: node scripts/bench-analytics.mjs [--vacancies 100000]
// [--applications 1000000] [--runs 100] [--port 8799] [--reuse: the last run's seeded database]
import { execFileSync } from "node:child_process";
import { benchOptions, execute, serveApi, logUptime } from "./bench-lib.mjs";
import { prepareDatabase } from "./db.mjs";
import { bin, env, option } from "./lib.mjs";

const vacancies = Number(option("vacancies", "100000"));
const applications = Number(option("applications", "1000000"));
const { runs, port, persistTo } = benchOptions("analytics", "8799");

// Ten years through 2026-11-26 (3,650 days); the demo centre's 17 organizations, its 8 themes
// (tags 1-8) and twelve places. Ids from 200,000 keep clear of the demo's own rows.
const FIRST = 200_000;
const DAYS = 3650;
const ORGS = [1, 3, 7, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113];
const CITIES = [
  "Amsterdam",
  "Utrecht",
  "Zwolle",
  "Roermond",
  "Oldebroek",
  "Zeewolde",
  "Maastricht",
  "Amersfoort",
  "Groningen",
  "Eindhoven",
  "Hattem",
  "Demodorp",
];
const json = (values) => `json('${JSON.stringify(values)}')`;
const numbers = (from, to) => `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})`;
const at = (days, minutes = "0") => `strftime('%Y-%m-%dT%H:%M:%fZ', '2016-11-28', '+' || (${days}) || ' days', '+' || (${minutes}) || ' minutes')`;

const vacancyRows = (from, to) => `${numbers(from, to)}
  INSERT INTO vacancies (id, tenant_id, organization_id, title, status, city, published_at, expires_on, created_at)
  SELECT ${FIRST} + i, 'demo', json_extract(${json(ORGS)}, '$[' || (i % ${ORGS.length}) || ']'), 'Vacature ' || i,
    CASE WHEN i % 10 < 8 THEN 'closed' ELSE 'archived' END,
    json_extract(${json(CITIES)}, '$[' || ((i / 3) % ${CITIES.length}) || ']'),
    ${at(`(i * ${DAYS}) / ${vacancies}`, "480")}, NULL, ${at(`(i * ${DAYS}) / ${vacancies}`)}
  FROM n`;
const tagRows = `INSERT INTO vacancy_tags (tenant_id, vacancy_id, tag_id)
  SELECT 'demo', id, 1 + id % 8 FROM vacancies WHERE id > ${FIRST}
  UNION ALL SELECT 'demo', id, 1 + (id / 8) % 8 FROM vacancies WHERE id > ${FIRST} AND id % 3 = 0 AND (id / 8) % 8 <> id % 8`;
// Application i goes to vacancy i mod N, 0 to 29 days after it was published; 40 % stay new, the
// rest are answered 1 to 200 hours later: 20 % accepted, 30 % declined, 10 % in progress.
const created = `${at(`((i % ${vacancies}) * ${DAYS}) / ${vacancies} + i % 30`, "600 + i % 500")}`;
const answered = `strftime('%Y-%m-%dT%H:%M:%fZ', ${created}, '+' || (1 + i % 200) || ' hours')`;
const applicationRows = (from, to) => `${numbers(from, to)}
  INSERT INTO applications (id, tenant_id, vacancy_id, name, email, motivation, status, created_at, updated_at, status_changed_at, answered_at)
  SELECT ${FIRST} + i, 'demo', ${FIRST} + 1 + i % ${vacancies}, 'Gast', 'gast@example.org', 'Graag.',
    CASE WHEN i % 10 < 4 THEN 'new' WHEN i % 10 < 6 THEN 'accepted' WHEN i % 10 < 9 THEN 'declined' ELSE 'in_progress' END,
    ${created}, ${created},
    CASE WHEN i % 10 < 4 THEN NULL ELSE ${answered} END, CASE WHEN i % 10 < 4 THEN NULL ELSE ${answered} END
  FROM n`;

// What is timed, in order: a name and a path each (the floor: what any request costs here).
const REQUESTS = [
  ["floor: GET /api/v1/volunteer_centers", "/api/v1/volunteer_centers"],
  ["/analytics one year (2025)", "/api/v1/analytics?filter[from]=2025-01-01&filter[to]=2025-12-31"],
  ["/analytics one year, vacancies", "/api/v1/analytics?filter[from]=2025-01-01&filter[to]=2025-12-31&filter[metric]=vacancies_published"],
  ["/analytics last 365 days (default)", "/api/v1/analytics"],
  ["/analytics ten years", "/api/v1/analytics?filter[from]=2016-12-01&filter[to]=2026-11-26"],
  ["/analytics/organizations one year", "/api/v1/analytics/organizations?filter[from]=2025-01-01&filter[to]=2025-12-31&sort=-applications"],
  ["/dashboard (staff)", "/api/v1/dashboard"],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
if (option("reuse", false) === true) {
  // The last run's seeded database, its roll-up emptied: the back-fill starts from nothing again.
  await execute(
    persistTo,
    "DELETE FROM analytics_days; DELETE FROM analytics_organization_days; DELETE FROM analytics_response_days; DELETE FROM analytics_roll_up_state",
  );
} else {
  const seeding = performance.now();
  await prepareDatabase(persistTo, { fresh: true });
  for (let from = 1; from <= vacancies; from += 50_000) await execute(persistTo, vacancyRows(from, Math.min(vacancies, from + 49_999)));
  await execute(persistTo, tagRows);
  for (let from = 0; from < applications; from += 200_000) await execute(persistTo, applicationRows(from, Math.min(applications, from + 200_000) - 1));
  await execute(persistTo, "ANALYZE");
  console.log(`seeded ${vacancies} vacancies and ${applications} applications over ten years in ${seconds(seeding)}`);
}

const api = await serveApi(persistTo, port, { testScheduled: true });
try {
  logUptime();
  const rolling = performance.now();
  await api.scheduled("30 0 * * *");
  console.log(`roll-up back-fill of the ten years (the cron's first run): ${seconds(rolling)}`);
  // The local runtime may restart the worker after the long cron run: sign in once it answers.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await api.signIn("medewerker@demo.example.org");
      break;
    } catch (error) {
      if (attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  console.log(`GET /api/v1/analytics…, tenant demo, centre staff; ${runs} sequential requests each after 5 warm-up requests`);
  api.header();
  for (const [name, path] of REQUESTS) await api.measure(name, path, runs);
} finally {
  api.stop();
}
// The roll-up's size, once the worker has let go of the database.
const [{ results }] = JSON.parse(
  execFileSync(
    bin("wrangler"),
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "-c",
      "api/wrangler.toml",
      "--persist-to",
      persistTo,
      "--json",
      "--command",
      "SELECT (SELECT COUNT(*) FROM analytics_days) AS days, (SELECT COUNT(*) FROM analytics_organization_days) AS organization_days, (SELECT COUNT(*) FROM analytics_response_days) AS response_days",
    ],
    { encoding: "utf8", env },
  ),
);
console.log(`roll-up rows: ${JSON.stringify(results[0])}`);
