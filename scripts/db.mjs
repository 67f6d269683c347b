// Applies the api worker's migrations to a local D1 and loads the demo data (safe to repeat).
// Usage: node scripts/db.mjs [--persist-to .wrangler/state] [--fresh]
import { rm } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { bin, option, run } from "./lib.mjs";

export async function prepareDatabase(persistTo, { fresh = false } = {}) {
  if (fresh) await rm(persistTo, { recursive: true, force: true });
  const d1 = ["d1"];
  const where = ["--local", "-c", "api/wrangler.toml", "--persist-to", persistTo];
  await run(bin("wrangler"), [...d1, "migrations", "apply", "DB", ...where], { quiet: true });
  await run(bin("wrangler"), [...d1, "execute", "DB", ...where, "--file", "api/seeds/demo.sql"], { quiet: true });
  // The stock images' rows; their bytes go into R2 when the servers start (scripts/seed-files.mjs).
  await run(bin("wrangler"), [...d1, "execute", "DB", ...where, "--file", "api/seeds/stock-images.sql"], { quiet: true });
  // Two past years for /analytics; the roll-up counts them when the servers start (start.mjs).
  await run(bin("wrangler"), [...d1, "execute", "DB", ...where, "--file", "api/seeds/analytics-history.sql"], { quiet: true });
  console.log(`D1 ready in ${persistTo}: migrations applied, demo data seeded.`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prepareDatabase(option("persist-to", ".wrangler/state"), { fresh: option("fresh", false) === true });
}
