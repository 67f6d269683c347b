import { OperatorError } from "./errors.mjs";
import * as input from "./inputs.mjs";
import { literal } from "./sql.mjs";

/**
 * Suspends or resumes a tenant: one column of its row (the api answers 503 for it, its mail and
 * crons wait), and its content version raised so no page kept at the edge is served on.
 */
export async function suspension(args, { openDatabase, log, dryRun }, suspend) {
  const tenant = input.slug(args.slug);
  const db = await openDatabase(tenant);
  try {
    const [row] = await db.query(`SELECT suspended_at, deleting_since FROM tenants WHERE id = ${literal(tenant)}`);
    if (!row) throw new OperatorError(`there is no tenant '${tenant}' in the ${db.where}`);
    // Part of its rows are gone (docs/decisions/0020-batched-tenant-delete.md): it must not serve.
    if (!suspend && row.deleting_since)
      throw new OperatorError(
        `tenant '${tenant}' is being deleted (since ${row.deleting_since}): run the same tenant delete again to finish it; nothing was written`,
      );
    if (Boolean(row.suspended_at) === suspend) {
      log(`tenant ${tenant} is already ${suspend ? `suspended (since ${row.suspended_at})` : "active"}; nothing to do`);
      return 0;
    }
    log(`tenant ${tenant}: ${suspend ? "suspend" : "resume"} in the ${db.where}`);
    if (dryRun) {
      log("dry run: nothing was written");
      return 0;
    }
    await db.batch([
      `UPDATE tenants SET suspended_at = ${suspend ? "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')" : "NULL"}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ${literal(tenant)}`,
      `INSERT INTO content_versions (tenant_id, version) VALUES (${literal(tenant)}, 1) ON CONFLICT (tenant_id) DO UPDATE SET version = version + 1`,
    ]);
    log(`${suspend ? "suspended" : "resumed"}: every api isolate sees it within TENANT_CACHE_SECONDS (a minute)`);
    return 0;
  } finally {
    await db.close();
  }
}
