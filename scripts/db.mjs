// Applies the api worker's migrations to a local D1 and loads the demo data (safe to repeat).
// Usage: node scripts/db.mjs [--persist-to .wrangler/state] [--fresh] [--no-seed]
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "smol-toml";
import { bin, option, run } from "./lib.mjs";

/**
 * The D1 bindings a local server needs migrated: the shared DB and every database the api's
 * TENANT_DATABASES names. A second database no tenant uses yet waits for `npm run migrate` (which
 * migrates every binding) or `tenant move`'s check: a migration run costs seconds to minutes, and
 * every e2e server and test setup would pay it.
 */
export async function localDatabases() {
  const config = parse(await readFile("api/wrangler.toml", "utf8"));
  const used = new Set(["DB", ...Object.values(config.vars?.TENANT_DATABASES ?? {})]);
  return (config.d1_databases ?? []).map((d) => d.binding).filter((binding) => used.has(binding));
}

/**
 * `databases`: the D1 bindings to migrate (default: localDatabases()).
 * @param {string} persistTo
 * @param {{ fresh?: boolean, seed?: boolean, demoOnly?: boolean, databases?: string[] }} [options]
 */
export async function prepareDatabase(persistTo, { fresh = false, seed = true, demoOnly = false, databases } = {}) {
  if (fresh) await rm(persistTo, { recursive: true, force: true });
  const d1 = ["d1"];
  const where = ["--local", "-c", "api/wrangler.toml", "--persist-to", persistTo];
  // Every database that holds a tenant gets the schema; the demo data goes into the shared DB.
  // One after another: two wrangler processes on one state folder fail with SQLITE_BUSY.
  for (const binding of databases ?? (await localDatabases())) await run(bin("wrangler"), [...d1, "migrations", "apply", binding, ...where], { quiet: true });
  if (!seed) {
    console.log(`D1 ready in ${persistTo}: migrations applied, no demo data.`);
    return;
  }
  await run(bin("wrangler"), [...d1, "execute", "DB", ...where, "--file", "api/seeds/demo.sql"], { quiet: true });
  // The tenant CLI's tests need the tenants' rows, not the images' or the past years' figures.
  if (demoOnly) return;
  // The stock images' rows; their bytes go into R2 when the servers start (scripts/seed-files.mjs).
  await run(bin("wrangler"), [...d1, "execute", "DB", ...where, "--file", "api/seeds/stock-images.sql"], { quiet: true });
  // Two past years for /analytics; the roll-up counts them when the servers start (start.mjs).
  await run(bin("wrangler"), [...d1, "execute", "DB", ...where, "--file", "api/seeds/analytics-history.sql"], { quiet: true });
  console.log(`D1 ready in ${persistTo}: migrations applied, demo data seeded.`);
}

const TEMPLATES = ".wrangler/d1-templates";
const WAIT_MS = 10 * 60_000;

/**
 * A fresh database as prepareDatabase makes it, copied from a template seeded once for every server
 * of one end-to-end run (`--template <run>`, playwright.config.ts): the suite starts three seeded
 * servers side by side, and each seeding cost about a minute of CPU (docs/testing.md). The first
 * server of the run builds the template while the others wait for it. A template serves one run
 * only, because the demo data is seeded relative to the moment it is seeded.
 */
export async function freshDatabaseFromTemplate(persistTo, run) {
  if (!/^[\w-]+$/.test(run)) throw new Error(`--template wants a name of letters, digits and dashes: ${run}`);
  const template = join(TEMPLATES, run);
  const ready = `${template}.ready`;
  await mkdir(TEMPLATES, { recursive: true });
  if (!existsSync(ready)) {
    try {
      await mkdir(`${template}.lock`); // atomic: one builder per run
      await removeOldTemplates();
      await prepareDatabase(template, { fresh: true });
      await writeFile(ready, "");
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      await waitFor(ready);
    }
  }
  await rm(persistTo, { recursive: true, force: true });
  await cp(template, persistTo, { recursive: true });
  console.log(`D1 ready in ${persistTo}: copied from ${template}.`);
}

async function waitFor(file) {
  for (const started = Date.now(); !existsSync(file); await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (Date.now() - started > WAIT_MS) throw new Error(`No database template after ${WAIT_MS / 60_000} minutes: ${file}`);
  }
}

/** Earlier runs' templates, once they are an hour old. */
async function removeOldTemplates() {
  for (const name of await readdir(TEMPLATES)) {
    const path = join(TEMPLATES, name);
    if (Date.now() - (await stat(path)).mtimeMs > 3_600_000) await rm(path, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prepareDatabase(option("persist-to", ".wrangler/state"), { fresh: option("fresh", false) === true, seed: option("no-seed", false) !== true });
}
