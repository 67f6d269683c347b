// `npm run bench:pool` (also part of `npm run bench`): the volunteer pool (/vrijwilligerspool,
// GET /api/v1/volunteer_profiles) at 50,000 published profiles of one centre. Seeds a fresh local
// D1 (migrations, demo data, then generated volunteers with profiles and themes in the demo
// centre), serves the api worker alone, signs in as the centre's staff and as an organization's
// admin, and prints for typical searches the latency seen by a client (p50/p95/p99) and the D1
// rows read per request. Usage: node scripts/bench-pool.mjs [--count 50000] [--runs 100] [--port 8797]
import { benchApi, benchOptions, execute, sqlPick as pick } from "./bench-lib.mjs";
import { prepareDatabase } from "./db.mjs";

const count = Number(process.argv.includes("--count") ? process.argv[process.argv.indexOf("--count") + 1] : 50_000);
const { runs, port, persistTo } = benchOptions("pool", "8797");
const FIRST = 1_000_000;

const WORDS = ["koken", "EHBO", "fietsen", "taalles", "voorlezen", "tuinieren", "rijbewijs", "muziek", "computers", "boekhouden", "dieren", "sport"];
// The demo postcode areas around Amsterdam and further away: profiles spread over ~1.5 degrees.
const lat = "52.0 + ((i * 7919) % 1500) / 1000.0";
const lng = "4.3 + ((i * 104729) % 2000) / 1000.0";

const seed = (from, to) => [
  `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO users (id, tenant_id, volunteer_center_id, first_name, last_name, status, confirmed_at)
SELECT ${FIRST} + i, 'demo', 1, 'Vrijwilliger' || i, 'Pool', 'active', '2026-01-01T00:00:00.000Z' FROM n`,
  `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO volunteer_profiles (user_id, tenant_id, volunteer_center_id, published, published_at, introduction, skills,
  availability, hours_per_week, postcode_area, latitude, longitude, travel_km, visible_fields)
SELECT ${FIRST} + i, 'demo', 1, CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END,
  CASE WHEN i % 10 = 0 THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (i % 700) || ' days') END,
  'Ik help graag met ' || ${pick(WORDS, 7)} || ' en ' || ${pick(WORDS, 11)} || '.', ${pick(WORDS, 13)},
  (i * 2654435761) % 2097152, 1 + (i * 3) % 20, '1011', ${lat}, ${lng}, json_extract('[5,10,25,50]', '$[' || (i % 4) || ']'),
  CASE WHEN i % 5 = 0 THEN 31 ELSE 63 END
FROM n`,
  `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO volunteer_profile_tags (tenant_id, user_id, tag_id)
SELECT 'demo', ${FIRST} + i, 1 + (i % 8) FROM n UNION ALL
SELECT 'demo', ${FIRST} + i, 1 + ((i * 5 + 3) % 8) FROM n WHERE (i * 5 + 3) % 8 != i % 8`,
];

const SEARCHES = [
  ["newest first, page 1", ""],
  ["newest first, page 50", "page[number]=50"],
  ["one word", "filter[search]=koken"],
  ["one word + theme", "filter[search]=koken&filter[tag_ids]=2"],
  ["theme + saturday morning + 8 hours", "filter[tag_ids]=1&filter[availability]=sat_morning&filter[hours_min]=8"],
  ["10 km around 1011, nearest first", "filter[postcode]=1011&filter[distance_km]=10"],
  ["theme + 5 km around 1011", "filter[tag_ids]=4&filter[postcode]=1011&filter[distance_km]=5"],
];

const seeding = performance.now();
await prepareDatabase(persistTo, { fresh: true });
const chunk = 10_000;
for (let from = 1; from <= count; from += chunk) for (const statement of seed(from, Math.min(count, from + chunk - 1))) await execute(persistTo, statement);
await execute(persistTo, "ANALYZE");
console.log(`seeded ${count} volunteer profiles (90% published) with themes and FTS5 rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

await benchApi(persistTo, port, async (api) => {
  const requests = SEARCHES.map(([name, query]) => [name, `/api/v1/volunteer_profiles${query ? `?${query}` : ""}`]);
  for (const [who, email] of [
    ["the centre's staff (every field)", "medewerker@demo.example.org"],
    ["an organization's admin (shown fields only)", "beheerder@demo.example.org"],
  ]) {
    await api.signIn(email);
    await api.measureAll(`\nGET /api/v1/volunteer_profiles as ${who}`, requests, runs);
  }
  console.log("rows total: every statement of the request (X-D1-Rows-Read-Total): tenant, token, roles, centre, the pool's queries");
});
