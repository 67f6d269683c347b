// `node scripts/bench-move.mjs` (not in CI): how long moving a tenant between two D1 databases
// takes with the operators' commands (docs/operators.md, "A tenant in a database of its own"):
// the demo tenant grown to --rows rows (vacancies added to its demo data), then timed: export
// from DB, import into DB_OWN, the old rows deleted from DB; then the moved tenant checked, row
// for row, against the export. On the local D1 (Miniflare's SQLite), so the figures are this
// machine's, not Cloudflare's. docs/performance.md, "Moving a tenant".
// Usage: npm run bench:move -- [--rows 100000] [--persist-to .wrangler/bench-move] [--again]
import { copyFileSync, rmSync } from "node:fs";
import { prepareDatabase } from "./db.mjs";
import { option } from "./lib.mjs";
import { main } from "./tenant.mjs";
import { openDatabase } from "./tenant/database.mjs";

const rows = Number(option("rows", "100000"));
const persistTo = String(option("persist-to", ".wrangler/bench-move"));
// A copy of the api's configuration beside it: the import records the tenant's database there.
const API = "api/wrangler.bench-move.toml";
const archive = `${persistTo}-demo.tar.gz`;
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

async function tenantRows(binding) {
  const db = await openDatabase({ persistTo, binding });
  try {
    const tables = await db.query(
      "SELECT name FROM sqlite_master m WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'tenant_id')",
    );
    let n = 0;
    for (const { name } of tables) n += (await db.query(`SELECT count(*) AS n FROM "${name}" WHERE tenant_id = 'demo'`))[0].n;
    return n;
  } finally {
    await db.close();
  }
}

async function step(name, argv) {
  const started = performance.now();
  const code = await main([...argv, "--persist-to", persistTo, "--api-config", API], { out: () => {}, err: (line) => console.error(line) });
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
  const took = seconds(started);
  console.log(`${name.padEnd(8)} ${took} s`);
  return Number(took);
}

copyFileSync("api/wrangler.toml", API);
try {
  // --again: the databases of an earlier run that stopped before the move, as they are (their
  // migrations and the grown tenant took most of that run on a loaded machine).
  if (!process.argv.includes("--again")) await prepareDatabase(persistTo, { fresh: true, demoOnly: true, databases: ["DB", "DB_OWN"] });
  const db = await openDatabase({ persistTo });
  const have = await tenantRows("DB");
  const add = Math.max(0, rows - have);
  // Vacancies of the demo organizations, with a description as the product stores it.
  if (add > 0)
    await db.batch([
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${add})
     INSERT INTO vacancies (id, tenant_id, organization_id, title, description, description_text, status, city, published_at)
     SELECT 500000 + i, 'demo', 1, 'Vrijwilliger ' || i,
       json_object('type', 'doc', 'content', json_array(json_object('type', 'paragraph', 'content', json_array(json_object('type', 'text', 'text', 'Je helpt mee bij activiteit ' || i || ' in de buurt.'))))),
       'Je helpt mee bij activiteit ' || i || ' in de buurt.', 'published', 'Demodorp', '2026-11-01T10:00:00.000Z'
     FROM n`,
    ]);
  await db.close();
  rmSync(archive, { force: true });
  const before = await tenantRows("DB");
  console.log(`Moving tenant demo: ${before} rows (${add} vacancies added to its demo data), DB → DB_OWN`);
  const total =
    (await step("export", ["export", "--slug", "demo", "--out", archive])) +
    (await step("import", ["import", "--archive", archive, "--no-config", "--database", "DB_OWN"])) +
    (await step("delete", ["delete", "--slug", "demo", "--database", "DB", "--archive", archive, "--rows-only", "--confirm", "demo"]));
  const [left, moved] = [await tenantRows("DB"), await tenantRows("DB_OWN")];
  console.log(`total    ${total.toFixed(1)} s (${(total / 60).toFixed(1)} min); rows left in DB ${left}, in DB_OWN ${moved}`);
  if (left !== 0 || moved !== before) process.exitCode = 1;
} finally {
  rmSync(API, { force: true });
}
