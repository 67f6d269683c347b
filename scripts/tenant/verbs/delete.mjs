import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline/promises";
import { verifiedContents } from "../archive.mjs";
import { OperatorError } from "../errors.mjs";
import * as input from "../inputs.mjs";
import { BATCH_ROWS, batchesOf, deleteTenantRows, markDeleting, tenantRowCounts } from "../deletion.mjs";
import { openConfigs, removeSite } from "../site-config.mjs";
import { literal } from "../sql.mjs";
import { readTenant, tenantFileKeys } from "../tenant-data.mjs";

export const summary = "every row and file of one tenant gone, after an export of it, with a typed confirmation";
export const usage = `npm run tenant -- delete --slug SLUG --archive FILE [--confirm SLUG]

  --archive FILE   the tenant's export (\`tenant export\`): it must be whole (checksums) and hold
                   what the database holds now, or nothing is deleted
  --confirm SLUG   the tenant's slug typed again; without it the command asks for it
  --rows-only      only its rows in this database: its files and sites stay (the old copy of a
                   tenant that moved to another database of this deployment, \`tenant move\`)
  --batch-rows N   the most rows one batch deletes (default ${BATCH_ROWS}): the tenant is marked
                   first (it serves nothing from then on), then its rows go in batches; a run that
                   stops is finished by running the same command again`;
export const options = {
  slug: { type: "string" },
  archive: { type: "string" },
  confirm: { type: "string" },
  "rows-only": { type: "boolean" },
  "batch-rows": { type: "string" },
};

async function confirmed(tenant, typed) {
  if (typed !== undefined) return typed === tenant;
  if (!process.stdin.isTTY) throw new OperatorError("--confirm SLUG is required when no one can type it");
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await rl.question(`Type '${tenant}' to delete every row and file of it: `);
  rl.close();
  return answer.trim() === tenant;
}

export async function run(args, { openDatabase, log, dryRun }) {
  const tenant = input.slug(args.slug);
  if (!args.archive) throw new OperatorError("--archive is required: export the tenant first (npm run tenant -- export --slug " + tenant + ")");
  const batchRows = args["batch-rows"] === undefined ? BATCH_ROWS : Number(args["batch-rows"]);
  if (!Number.isInteger(batchRows) || batchRows < 1)
    throw new OperatorError(`--batch-rows '${args["batch-rows"]}': a whole number of rows, above 0; nothing was deleted`);
  let bytes;
  try {
    bytes = await readFile(args.archive);
  } catch {
    throw new OperatorError(`--archive '${args.archive}': no such file`);
  }
  const { manifest } = verifiedContents(bytes);
  if (manifest.tenant !== tenant) throw new OperatorError(`--archive holds tenant '${manifest.tenant}', not '${tenant}'; nothing was deleted`);
  const db = await openDatabase(tenant);
  try {
    const [row] = await db.query(`SELECT deleting_since FROM tenants WHERE id = ${literal(tenant)}`).catch(() => {
      throw new OperatorError(`the ${db.where} has no tenants.deleting_since: apply the migrations first (npm run migrate); nothing was deleted`);
    });
    if (!row) throw new OperatorError(`there is no tenant '${tenant}' in the ${db.where}`);
    // A delete that was begun and stopped has taken part of the rows: the archive was compared
    // then, and cannot match what is left now.
    const resumed = row.deleting_since !== null;
    if (resumed) log(`tenant ${tenant}: a delete of it began at ${row.deleting_since} and did not finish; this run finishes it`);
    else await sameAsArchive(db, tenant, manifest);
    const counts = await tenantRowCounts(db, tenant);
    // A moved tenant's files (one bucket for every database) and sites serve its new copy.
    const rowsOnly = args["rows-only"] === true;
    const keys = rowsOnly ? [] : await tenantFileKeys(db, tenant);
    const configs = rowsOnly ? null : await openConfigs();
    const centerIds = (await db.query(`SELECT id FROM volunteer_centers WHERE tenant_id = ${literal(tenant)}`)).map((r) => r.id);
    let hosts = [];
    try {
      if (configs) hosts = removeSite(configs, tenant, centerIds);
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error; // not configured here (or no longer): only the data goes
    }
    const rows = counts.reduce((sum, c) => sum + c.rows, 0);
    log(
      `tenant ${tenant}: ${rows} rows in ${counts.filter((c) => c.rows > 0).length} tables (${batchesOf(counts, batchRows)} batches of at most ${batchRows} rows) and ${keys.length} files from the ${db.where}; hosts ${hosts.join(", ") || "none"} from the configuration`,
    );
    if (dryRun) {
      log("dry run: nothing was deleted");
      return 0;
    }
    if (!(await confirmed(tenant, args.confirm))) throw new OperatorError("the confirmation did not match the slug; nothing was deleted");
    // From here on the delete is not one transaction (docs/decisions/0020-batched-tenant-delete.md):
    // marked first, the tenant serves nothing; then its files, its rows in batches, its sites, and
    // its tenants row last. Stopped anywhere, the same command finishes it.
    await db.batch(markDeleting(tenant));
    log(`  marked as being deleted: it serves nothing from now on; if this run stops, run the same command again`);
    await db.deleteFiles(keys);
    await deleteTenantRows(db, tenant, {
      batchRows,
      log,
      beforeTenantRow: async () => {
        await configs?.web.save();
        await configs?.api.save();
      },
    });
    log(`deleted; the archive ${args.archive} is what is left of it`);
    return 0;
  } finally {
    await db.close();
  }
}

/** Refuses unless the archive holds what the database holds of the tenant now. */
async function sameAsArchive(db, tenant, manifest) {
  const now = await readTenant(db, tenant);
  const changed = now.manifest.tables.find(
    (t) =>
      t.rows !== (manifest.tables.find((m) => m.name === t.name)?.rows ?? 0) ||
      now.manifest.checksums[`tables/${t.name}.json`] !== manifest.checksums[`tables/${t.name}.json`],
  );
  if (changed) throw new OperatorError(`the tenant's ${changed.name} changed since the archive was made: export it again; nothing was deleted`);
}
