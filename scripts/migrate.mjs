// `npm run migrate`: the api's D1 migrations applied by one command, to the local database or the
// real one(s) with --remote (every D1 binding of api/wrangler.toml's environment). docs/operators.md.
// Usage: node scripts/migrate.mjs [--remote] [--env production] [--persist-to .wrangler/state]
import { readFile } from "node:fs/promises";
import { parse } from "smol-toml";
import { bin, option, run } from "./lib.mjs";

const remote = option("remote", false) === true;
const env = String(option("env", "production"));
const config = parse(await readFile("api/wrangler.toml", "utf8"));
const databases = (remote ? config.env?.[env]?.d1_databases : config.d1_databases) ?? [];
if (databases.length === 0) {
  console.error(`migrate: api/wrangler.toml has no D1 database${remote ? ` in [env.${env}]` : ""}`);
  process.exit(2);
}
if (remote && !process.env.CLOUDFLARE_API_TOKEN) {
  console.error("migrate: --remote needs CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) in the environment");
  process.exit(2);
}
const where = remote ? ["--remote", "--env", env] : ["--local", "--persist-to", String(option("persist-to", ".wrangler/state"))];
for (const { binding } of databases) {
  console.log(`== ${binding}`);
  await run(bin("wrangler"), ["d1", "migrations", "apply", binding, "-c", "api/wrangler.toml", ...where]);
}
