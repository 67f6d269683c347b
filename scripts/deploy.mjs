// `npm run deploy`: builds once, then deploys the api worker and every tenant's web worker (each
// [env.<name>] of wrangler.toml), or with --dry-run bundles each of them as it would be deployed
// and uploads nothing (CI runs that, so a broken environment fails the build). docs/operators.md.
// Usage: node scripts/deploy.mjs [--dry-run] [--no-build] [--only ENV] [--versions] [--api-env production]
//   --versions: upload new versions (`wrangler versions upload`) instead of deploying them, for a
//   gradual release: `wrangler versions deploy` then moves traffic (docs/operators.md, "Releases").
import { readFile, rm } from "node:fs/promises";
import { parse } from "smol-toml";
import { bin, option, run } from "./lib.mjs";

const dryRun = option("dry-run", false) === true;
const versions = option("versions", false) === true;
const only = option("only", undefined);
const apiEnv = String(option("api-env", "production"));

const webEnvs = Object.keys(parse(await readFile("wrangler.toml", "utf8")).env ?? {});
if (typeof only === "string" && !webEnvs.includes(only) && only !== "api") {
  console.error(`deploy: --only '${only}' is not an environment of wrangler.toml (${webEnvs.join(", ")}) nor 'api'`);
  process.exit(2);
}
const targets = [
  { name: "api", args: ["-c", "api/wrangler.toml", "--env", apiEnv] },
  ...webEnvs.map((env) => ({ name: env, args: ["-c", "wrangler.toml", "--env", env] })),
].filter((t) => typeof only !== "string" || t.name === only);

if (option("no-build", false) !== true) await run(bin("remix"), ["vite:build"]);
const outdir = ".wrangler/deploy-dry-run";
let failed = 0;
for (const target of targets) {
  const verb = versions && !dryRun ? ["versions", "upload"] : ["deploy"];
  const extra = dryRun ? ["--dry-run", "--outdir", `${outdir}/${target.name}`] : [];
  const started = performance.now();
  try {
    await run(bin("wrangler"), [...verb, ...target.args, ...extra], { quiet: dryRun });
    console.log(`${dryRun ? "bundled" : versions ? "uploaded" : "deployed"} ${target.name} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    failed += 1;
    console.error(`deploy: ${target.name} failed: ${error.message}`);
  }
}
if (dryRun) await rm(outdir, { recursive: true, force: true });
if (failed) process.exit(1);
console.log(`${targets.length} workers ${dryRun ? "bundled (dry run: nothing uploaded)" : versions ? "with new versions uploaded" : "deployed"}`);
