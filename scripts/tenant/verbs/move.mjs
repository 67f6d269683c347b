import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chooseDatabase } from "../databases.mjs";
import { OperatorError } from "../errors.mjs";
import * as input from "../inputs.mjs";
import * as deleteVerb from "./delete.mjs";
import * as exportVerb from "./export.mjs";
import * as importVerb from "./import.mjs";

export const summary = "a tenant into another D1 database of this deployment (export, import there, its rows out of the old one)";
export const usage = `npm run tenant -- move --slug SLUG --to BINDING [--out FILE]

  --to BINDING   the D1 binding of api/wrangler.toml that will hold the tenant (DB: back into
                 the shared database); the api's TENANT_DATABASES records it
  --out FILE     where the export made on the way goes (default exports/<slug>-<time>.tar.gz);
                 keep it: it is the tenant as it was before the move

The sites, hosts and files stay as they are (one bucket serves every database). Suspend the
tenant first (\`tenant suspend\`) so nothing is written while it moves; resume it after.
With --remote the old rows stay until the api runs with the new map: the command ends by naming
the deploy and the \`tenant delete --rows-only\` that finish the move.`;
export const options = { slug: { type: "string" }, to: { type: "string" }, out: { type: "string" } };

export async function run(args, context) {
  const { log, dryRun, where, openDatabase } = context;
  const tenant = input.slug(args.slug);
  if (args.to === undefined) throw new OperatorError("--to BINDING is required (a D1 binding of api/wrangler.toml)");
  const from = await chooseDatabase({ ...where, tenant, database: args.database });
  const to = await chooseDatabase({ ...where, database: args.to, option: "to" });
  if (from === to) throw new OperatorError(`tenant '${tenant}' is in ${to} already; nothing was written`);
  // A dry run still exports (it only reads the database) so the import and delete can say what they would do.
  const out = args.out ?? (dryRun ? join(tmpdir(), `inzet-move-${tenant}-${Date.now()}.tar.gz`) : undefined);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const archive = out ?? `exports/${tenant}-${stamp}.tar.gz`;
  await sameSchema(context, from, to);
  const on = (binding) => ({ ...context, openDatabase: (t) => openDatabase(t, binding) });
  log(`tenant ${tenant}: ${from} → ${to}`);
  await exportVerb.run({ slug: tenant, out: archive }, { ...on(from), dryRun: false });
  try {
    await importVerb.run({ archive, "no-config": true, database: to }, on(to));
    if (context.remote && !dryRun) {
      // The deployed api reads the old copy until it is deployed with the new map.
      log(
        `next: npm run deploy -- --only api, then: npm run tenant -- delete --remote --slug ${tenant} --database ${from} --archive ${archive} --rows-only --confirm ${tenant}`,
      );
      return 0;
    }
    try {
      await deleteVerb.run({ slug: tenant, archive, confirm: tenant, "rows-only": true }, on(from));
    } catch (error) {
      if (dryRun) throw error;
      // Copied and mapped: the api serves the new copy; the old rows wait to be removed by hand.
      throw new OperatorError(
        `the tenant now lives in ${to}, but its old rows stay in ${from} (${error.message}); remove them with: npm run tenant -- delete --slug ${tenant} --database ${from} --archive ${archive} --rows-only --confirm ${tenant}`,
      );
    }
  } finally {
    if (dryRun) await rm(archive, { force: true });
  }
  return 0;
}

// The last migration of a database; none when it was never migrated.
async function lastMigration(openDatabase, binding) {
  const db = await openDatabase(undefined, binding);
  try {
    const [row] = await db.query("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").catch(() => []);
    return row?.name ?? "none";
  } finally {
    await db.close();
  }
}

/** Both databases at the same migration, or the import could not hold what the export has. */
async function sameSchema({ openDatabase }, from, to) {
  const [source, target] = [await lastMigration(openDatabase, from), await lastMigration(openDatabase, to)];
  if (source !== target)
    throw new OperatorError(
      `${to} is at migration ${target}, ${from} at ${source}: run npm run migrate first (it migrates every database); nothing was written`,
    );
}
