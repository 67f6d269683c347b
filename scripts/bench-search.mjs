// `npm run bench:search` (also the last part of `npm run bench`): vacancy search on 100,000 vacancies.
// Seeds a fresh local D1 (migrations, demo data, then generated vacancies of the demo tenant), serves
// the api worker alone with `wrangler dev`, and prints for five typical public searches the API
// latency seen by a client (p50/p95/p99 over --runs requests after a warm-up) and the D1 rows read
// per request (the api's X-D1-Rows-Read and X-D1-Rows-Read-Total headers). Usage: node scripts/bench-search.mjs [--count 100000]
// [--runs 100] [--port 8796]
import { benchApi, benchOptions, BENCH_CITIES as CITY, execute, FLOOR, sqlList as list, sqlPick as pick } from "./bench-lib.mjs";
import { prepareDatabase } from "./db.mjs";
import { bin, option, run } from "./lib.mjs";

const count = Number(option("count", "100000"));
const { runs, port, persistTo } = benchOptions("search", "8796");

const TITLE = ["Vrijwilliger", "Gastvrouw", "Chauffeur", "Maatje", "Trainer", "Coördinator", "Hulp", "Begeleider", "Kok", "Tuinman", "Voorlezer", "Klusser"];
const TOPIC = [
  "café",
  "jeugd",
  "taal",
  "buurthuis",
  "voedselbank",
  "sport",
  "natuur",
  "ouderen",
  "muziek",
  "school",
  "repair",
  "bibliotheek",
  "zorg",
  "dieren",
  "festival",
];
const VERB = [
  "schenkt koffie",
  "helpt bij activiteiten",
  "rijdt mee",
  "leest voor",
  "traint kinderen",
  "ontvangt gasten",
  "repareert spullen",
  "kookt maaltijden",
  "begeleidt uitstapjes",
  "geeft taalles",
];

function seedStatement(from, to) {
  const city = `((i / 7) % ${CITY.length})`;
  const cityField = (k) => `json_extract(${list(CITY)}, '$[' || ${city} || '][${k}]')`;
  const text = `'Je ' || ${pick(VERB, 13)} || ' bij ' || ${pick(TOPIC, 17)} || ' in ' || ${cityField(0)} || '.'`;
  return `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO vacancies (id, tenant_id, organization_id, title, description, description_text, status, remote,
  city, latitude, longitude, hours_per_week, commitment, starts_on, ends_on, places, published_at, expires_on)
SELECT 100000 + i, 'demo', json_extract('[1,2,3,7,4]', '$[' || (i % 5) || ']'),
  ${pick(TITLE, 11)} || ' ' || ${pick(TOPIC, 3)},
  json_object('type', 'doc', 'content', json_array(json_object('type', 'paragraph', 'content',
    json_array(json_object('type', 'text', 'text', ${text}))))),
  ${text},
  CASE WHEN i % 20 < 16 THEN 'published' WHEN i % 20 < 18 THEN 'draft' WHEN i % 20 = 18 THEN 'closed' ELSE 'archived' END,
  CASE WHEN i % 10 = 0 THEN 1 ELSE 0 END,
  CASE WHEN i % 10 = 0 THEN NULL ELSE ${cityField(0)} END,
  CASE WHEN i % 10 = 0 THEN NULL ELSE ${cityField(1)} + ((i * 31) % 200 - 100) / 1000.0 END,
  CASE WHEN i % 10 = 0 THEN NULL ELSE ${cityField(2)} + ((i * 37) % 200 - 100) / 1000.0 END,
  1 + (i * 3) % 16, CASE WHEN i % 4 = 0 THEN 'one_off' ELSE 'recurring' END,
  date('2026-01-01', '+' || (i % 600) || ' days'), date('2026-01-01', '+' || (i % 600 + 30 + i % 300) || ' days'),
  1 + i % 5, strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (i % 700) || ' days'),
  CASE WHEN i % 10 = 1 THEN '2025-06-01' WHEN i % 10 < 5 THEN NULL ELSE date('2027-01-01', '+' || (i % 365) || ' days') END
FROM n`;
}

const SEARCHES = [
  ["one word", "filter[search]=koffie&filter[public]=true"],
  ["word without accent + place", "filter[search]=cafe&filter[city_eq]=Zwolle&filter[public]=true"],
  ["two words + hours", "filter[search]=trainer%20jeugd&filter[hours_per_week_lteq]=4&filter[public]=true"],
  ["10 km around a point, by distance", "filter[near]=52.37,4.89&filter[distance_km_lteq]=10&sort=distance&filter[public]=true"],
  ["remote, newest first, page 3", "filter[remote_eq]=true&sort=-published_at&page[number]=3&filter[public]=true"],
];

const seeding = performance.now();
await prepareDatabase(persistTo, { fresh: true });
const chunk = 20_000;
for (let from = 1; from <= count; from += chunk) {
  const to = Math.min(count, from + chunk - 1);
  await run(bin("wrangler"), ["d1", "execute", "DB", "--local", "-c", "api/wrangler.toml", "--persist-to", persistTo, "--command", seedStatement(from, to)], {
    quiet: true,
  });
}
console.log(`seeded ${count} vacancies (with their FTS5 rows) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

// Planner statistics for the bulk-loaded rows, as an operator runs after a bulk load (the
// migration's ANALYZE saw empty tables).
await execute(persistTo, "ANALYZE");

await benchApi(persistTo, port, async (api) => {
  const requests = SEARCHES.map(([name, query]) => [name, `/api/v1/vacancies?${query}`]);
  await api.measureAll("GET /api/v1/vacancies, tenant demo, anonymous", [FLOOR, ...requests], runs);
  console.log(
    "rows read: D1's meta.rows_read of the list's statements, the search and (since 2026-11-28, one statement with it) the page's rows and organizations (X-D1-Rows-Read); rows total: of every statement of the list after the tenant lookup, page fetch, tags and postcode included (X-D1-Rows-Read-Total)",
  );
});
