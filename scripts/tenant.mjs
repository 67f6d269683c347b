// The operators' command line (docs/operators.md): a tenant's whole life without SQL or TOML typed
// by hand. `npm run tenant -- <verb> --help`. Local database by default, the real D1 with --remote.
// Every mistake is one line on stderr naming what is wrong, and a non-zero exit (2: the operator's
// input or a clash; 1: anything else); a verb that writes checks everything before its first write.
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { CONFIG_PATHS } from "./tenant/config-files.mjs";
import { openDatabase } from "./tenant/database.mjs";
import { chooseDatabase } from "./tenant/databases.mjs";
import { OperatorError } from "./tenant/errors.mjs";

const VERBS = ["create", "list", "check", "update", "export", "import", "move", "suspend", "resume", "delete"];
const COMMON = {
  help: { type: "boolean", short: "h" },
  "dry-run": { type: "boolean" },
  remote: { type: "boolean" },
  env: { type: "string" },
  "persist-to": { type: "string" },
  database: { type: "string" },
  "web-config": { type: "string" },
  "api-config": { type: "string" },
};
const COMMON_HELP = `
Common options:
  --remote            the real D1 and R2 (through wrangler; needs CLOUDFLARE_API_TOKEN)
  --env NAME          with --remote: api/wrangler.toml's environment (default production)
  --persist-to DIR    without --remote: the local state folder (default .wrangler/state)
  --database BINDING  the D1 binding of api/wrangler.toml to work on (default: the one its
                      TENANT_DATABASES names for the tenant, else the shared DB)
  --web-config FILE   the web worker's configuration to change (default wrangler.toml)
  --api-config FILE   the api worker's (default api/wrangler.toml)
  --help              this text`;

const verbModule = (verb) => import(`./tenant/verbs/${verb}.mjs`);

async function overview() {
  const lines = ["npm run tenant -- <verb> [options]   (each verb has --help)", ""];
  for (const verb of VERBS) lines.push(`  ${verb.padEnd(8)} ${(await verbModule(verb)).summary}`);
  return lines.join("\n");
}

/** Runs one command line; resolves to the exit status. `out`/`err` collect the output in tests. */
export async function main(argv, { out = console.log, err = console.error } = {}) {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === "--help" || verb === "-h" || verb === "help") {
    out(await overview());
    return verb === undefined ? 2 : 0;
  }
  if (!VERBS.includes(verb)) {
    err(`tenant: unknown verb '${verb}' (one of: ${VERBS.join(", ")})`);
    return 2;
  }
  const module = await verbModule(verb);
  let args;
  try {
    ({ values: args } = parseArgs({ args: rest, options: { ...COMMON, ...module.options }, strict: true, allowPositionals: false }));
  } catch (error) {
    err(`tenant ${verb}: ${error.message.split("\n")[0]} (see --help)`);
    return 2;
  }
  if (args.help) {
    out(`${module.summary}\n\n${module.usage}\n${COMMON_HELP}`);
    return 0;
  }
  CONFIG_PATHS.web = args["web-config"] ?? "wrangler.toml";
  CONFIG_PATHS.api = args["api-config"] ?? "api/wrangler.toml";
  const where = { remote: args.remote === true, persistTo: args["persist-to"] ?? ".wrangler/state", environment: args.env ?? "production" };
  const context = {
    dryRun: args["dry-run"] === true,
    remote: where.remote,
    where,
    log: out,
    // The tenant's database (`--database`, else the map, else DB); a verb about no one tenant: DB.
    openDatabase: async (tenant, database = args.database) => openDatabase({ ...where, binding: await chooseDatabase({ ...where, database, tenant }) }),
  };
  try {
    return (await module.run(args, context)) ?? 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      err(`tenant ${verb}: ${error.message}`);
      return 2;
    }
    err(`tenant ${verb}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2));
