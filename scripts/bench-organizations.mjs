// `npm run bench:organizations` (also part of `npm run bench`): the organization list (social map)
// at 10,000 organizations. Seeds a fresh local D1 (migrations, demo data, then generated approved
// and pending organizations of the demo tenant with an address, coordinates and tags), serves the
// api worker alone and prints p50/p95/p99 and D1 rows read (X-D1-Rows-Read, X-D1-Rows-Read-Total) for typical
// directory requests and the social map's own, beside a trivial request as the floor.
// Usage: node scripts/bench-organizations.mjs [--count 10000] [--runs 100] [--port 8797]
import { benchApi, benchOptions, BENCH_CITIES as CITY, execute, FLOOR, sqlList as list } from "./bench-lib.mjs";
import { prepareDatabase } from "./db.mjs";
import { option } from "./lib.mjs";

const count = Number(option("count", "10000"));
const { runs, port, persistTo } = benchOptions("organizations", "8797");

const KIND = ["Stichting", "Vereniging", "Buurthuis", "Sportclub", "Voedselbank", "Kerk", "Zorggroep", "Scouting"];
const city = (k) => `json_extract(${list(CITY)}, '$[' || (i % ${CITY.length}) || '][${k}]')`;
const numbers = (n) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;

const SEED = [
  // 90 % approved, the rest pending (invisible to visitors).
  `${numbers(count)} INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, status)
   SELECT 100000 + i, 'demo', 1, json_extract(${list(KIND)}, '$[' || ((i * 7) % ${KIND.length}) || ']') || ' ' || ${city(0)} || ' ' || i,
     CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END FROM n`,
  `${numbers(count)} INSERT INTO organization_addresses (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude)
   SELECT 100000 + i, 'demo', 100000 + i, 'Dorpsstraat', CAST(i % 200 AS TEXT), NULL, ${city(0)},
     ${city(1)} + ((i * 31) % 200 - 100) / 1000.0, ${city(2)} + ((i * 37) % 200 - 100) / 1000.0 FROM n`,
  // One or two of the demo centre's tags (ids 1–7) each.
  `${numbers(count)} INSERT INTO organization_tags (tenant_id, organization_id, tag_id)
   SELECT 'demo', 100000 + i, 1 + i % 7 FROM n UNION ALL SELECT 'demo', 100000 + i, 1 + (i + 3) % 7 FROM n WHERE i % 2 = 0`,
];

const MAP_FILTERS = "filter[status_eq]=approved&filter[volunteer_center_id_eq]=1&include=profile,address,tags&fields[tags]=name&page[size]=10";
const MAP = `sort=name&${MAP_FILTERS}`;

const REQUESTS = [
  ["name search", "filter[name_cont]=voedselbank"],
  ["place", "filter[city_eq]=Zwolle"],
  ["tag", "filter[tag_name_eq]=Sport"],
  ["10 km around postcode 1011", "filter[near]=1011&filter[distance_lte]=10"],
  ["name order, page 3", "sort=name&page[number]=3"],
  // What the opt-in count costs (meta.total up to 100, then total_capped).
  ["name search, count=capped", "filter[name_cont]=voedselbank&count=capped"],
  // The social map's own requests (app/.server/api/social-map.ts listDirectory): approved, the
  // demo centre, name order (nearest first with a postcode), 10 a page, the tags' names only.
  ["map: no filter", MAP],
  ["map: tag", `${MAP}&filter[tag_name_eq]=Sport`],
  ["map: place", `${MAP}&filter[city_eq]=Zwolle`],
  ["map: name part, 1,250 names", `${MAP}&filter[name_cont]=voedselbank`],
  ["map: name part, 92 names", `${MAP}&filter[name_cont]=zwolle%201`],
  ["map: name part, 11 names", `${MAP}&filter[name_cont]=groningen%2020`],
  ["map: postcode 1011, 10 km", `${MAP_FILTERS}&filter[near]=1011&filter[distance_lte]=10`],
  // The social map's search words (name or description, filter[q]), two themes at once and the
  // recently updated first (issue 18).
  ["map: words 'voedselbank'", `${MAP}&filter[q]=voedselbank`],
  ["map: words 'zwolle 1'", `${MAP}&filter[q]=zwolle%201`],
  ["map: two themes", `${MAP}&filter[tag_id_in]=1,4`],
  ["map: recently updated", `sort=-updated_at&${MAP_FILTERS}`],
];

const seeding = performance.now();
await prepareDatabase(persistTo, { fresh: true });
for (const statement of SEED) await execute(persistTo, statement);
await execute(persistTo, "ANALYZE");
console.log(`seeded ${count} organizations (address, tags) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

await benchApi(persistTo, port, async (api) => {
  const requests = REQUESTS.map(([name, query]) => [name, `/api/v1/organizations?${query}`]);
  await api.measureAll("GET /api/v1/organizations, tenant demo, anonymous", [FLOOR, ...requests], runs);
  console.log(
    "rows read: D1's meta.rows_read of the list's statements: ids and count, and since 2026-11-28 the page's rows with profile and address (one statement with the ids);",
  );
  console.log("all stmts: every statement of the request (X-D1-Rows-Read-Total: postcode, ids, count, the page with profile, address and tags)");
  console.log("results: n+ = a page of n with a next page (meta.has_next_page, nothing counted); 100+ = a capped count");
});
