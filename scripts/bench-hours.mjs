// `npm run bench:hours` (also part of `npm run bench`): shifts and hours (issue 48,
// docs/shifts-and-hours.md) at scale. Seeds a fresh local D1 (migrations, demo data, then 2,000
// volunteers, an activity of Sportvereniging De Demo with 1,000 shifts and 10,000 sign-ups, and
// 1,000,000 hour records over three years at the demo centre's 17 organizations), serves the api
// worker alone and prints p50/p95/p99 and D1 rows read for the roster, a volunteer's year totals,
// an organization's volunteers' totals and the centre's hours (/analytics).
// Usage: node scripts/bench-hours.mjs [--records 1000000] [--runs 100] [--port 8803] [--reuse]
import { benchOptions, execute, FLOOR, serveApi, sqlList } from "./bench-lib.mjs";
import { prepareDatabase } from "./db.mjs";
import { option } from "./lib.mjs";

const records = Number(option("records", "1000000"));
const { runs, port, persistTo } = benchOptions("hours", "8803");

// Ids from 300,000 keep clear of the demo's own rows. The activity holds 1,000 shifts, twice what
// the api lets an activity have (MAX_SHIFTS_PER_ACTIVITY): the roster's worst case and then some.
const FIRST = 300_000;
const USERS = 2_000;
const SHIFTS = 1_000;
const SIGN_UPS = 10_000;
const DAYS = 1_095;
const ORGS = [1, 3, 7, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113];
const TASKS = ["Bar", "Entree", "Catering", "Parkeren", "Opbouw", "Afbouw", "Info", "EHBO"];
const numbers = (from, to) => `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})`;

const SEED = [
  // 2,000 volunteers of the demo centre, the demo password (Mila's digest).
  `${numbers(0, USERS - 1)} INSERT INTO users (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at)
   SELECT ${FIRST} + i, 'demo', 1, 'uren' || i || '@bench.example.org', (SELECT password_digest FROM users WHERE id = 4),
     'Vrijwilliger', 'Nummer ' || i, 'nl', 'active', '2026-01-05T09:00:00.000Z' FROM n`,
  `INSERT INTO activities (id, tenant_id, volunteer_center_id, organization_id, kind, title, starts_at, ends_at, repeat, last_date, online, place, status)
   VALUES (${FIRST}, 'demo', 1, 1, 'activity', 'Benchmarkfestival', '2027-06-01T08:00', '2027-10-01T23:00', 'none', '2027-10-01', 0, 'Amsterdam', 'approved')`,
  // 125 days of eight two-hour tasks side by side, eight places each.
  `${numbers(0, SHIFTS - 1)} INSERT INTO shifts (id, tenant_id, activity_id, starts_at, ends_at, capacity, task, cancel_hours)
   SELECT ${FIRST} + i, 'demo', ${FIRST}, date('2027-06-01', '+' || (i / 8) || ' days') || 'T10:00', date('2027-06-01', '+' || (i / 8) || ' days') || 'T12:00', 8,
     json_extract(${sqlList(TASKS)}, '$[' || (i % 8) || ']'), 24 FROM n`,
  // Ten people a shift (each volunteer on five): the first eight hold a place, two wait.
  `${numbers(0, SIGN_UPS - 1)} INSERT INTO shift_sign_ups (id, tenant_id, shift_id, user_id, status, queued_at)
   SELECT ${FIRST} + i, 'demo', ${FIRST} + i % ${SHIFTS}, ${FIRST} + (i % ${SHIFTS} + (i / ${SHIFTS}) * 200) % ${USERS},
     CASE WHEN i / ${SHIFTS} < 8 THEN 'confirmed' ELSE 'waiting' END, strftime('%Y-%m-%dT%H:%M:%fZ', '2027-01-01', '+' || i || ' seconds') FROM n`,
];
// Record i: volunteer i mod 2,000 (500 each), a day of the three years through 2026-11-26, 0:30 to
// 4:00, an organization of the centre; 85 % approved, 10 % pending, 5 % refused.
const hourRows = (from, to) => `${numbers(from, to)}
  INSERT INTO hour_records (id, tenant_id, user_id, organization_id, date, minutes, status)
  SELECT ${FIRST} + i, 'demo', ${FIRST} + i % ${USERS}, json_extract(${sqlList(ORGS)}, '$[' || ((i / 3) % ${ORGS.length}) || ']'),
    date('2023-11-28', '+' || ((i * 7) % ${DAYS}) || ' days'), 30 + (i % 8) * 30,
    CASE WHEN (i / ${USERS}) % 20 < 17 THEN 'approved' WHEN (i / ${USERS}) % 20 < 19 THEN 'pending' ELSE 'refused' END
  FROM n`;

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
if (option("reuse", false) === true) {
  // The last run's seeded database, with any migration added since.
  await prepareDatabase(persistTo, { seed: false });
} else {
  const seeding = performance.now();
  await prepareDatabase(persistTo, { fresh: true });
  for (const statement of SEED) await execute(persistTo, statement);
  for (let from = 0; from < records; from += 100_000) await execute(persistTo, hourRows(from, Math.min(records, from + 100_000) - 1));
  await execute(persistTo, "ANALYZE");
  console.log(`seeded ${SHIFTS} shifts with ${SIGN_UPS} sign-ups and ${records} hour records in ${seconds(seeding)}`);
}

const api = await serveApi(persistTo, port);
try {
  console.log(`${runs} sequential requests each after 5 warm-up requests, tenant demo`);
  api.header();
  await api.measure(...FLOOR, runs);
  await api.signIn("beheerder@demo.example.org");
  await api.measure("roster: 1,000 shifts, 10,000 sign-ups", `/api/v1/activities/${FIRST}/roster`, runs);
  await api.measure("shifts of the activity (public)", `/api/v1/activities/${FIRST}/shifts`, runs);
  await api.measure("organization's totals, every year", "/api/v1/organizations/1/hour_totals", runs);
  await api.measure("organization's totals, 2025", "/api/v1/organizations/1/hour_totals?filter[year_eq]=2025", runs);
  await api.measure("organization's pending (review)", "/api/v1/organizations/1/hour_records?filter[status_eq]=pending&page[size]=100", runs);
  await api.signIn("uren0@bench.example.org");
  await api.measure("volunteer's totals, every year", "/api/v1/hour_totals", runs);
  await api.measure("volunteer's totals, 2025", "/api/v1/hour_totals?filter[year_eq]=2025", runs);
  await api.measure("volunteer's records, 2025", "/api/v1/hour_records?filter[year_eq]=2025", runs);
  await api.signIn("medewerker@demo.example.org");
  await api.measure("centre's hours, 2025", "/api/v1/analytics/hours?filter[from]=2025-01-01&filter[to]=2025-12-31", runs);
  await api.measure("centre's hours, last 365 days", "/api/v1/analytics/hours", runs);
  await api.measure("centre's hours, three years", "/api/v1/analytics/hours?filter[from]=2023-11-28&filter[to]=2026-11-26", runs);
} finally {
  api.stop();
}
