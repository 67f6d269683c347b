// A tenant's rows deleted in bounded batches (`tenant delete`, and `tenant import` taking back what
// its chunks wrote). One statement for a whole large tenant ran so long that the request to it
// failed ("fetch failed") although D1 applied it (docs/performance.md, "Moving a tenant between
// databases"): each batch here deletes at most `batchRows` rows of one table, as the import writes
// in chunks (docs/decisions/0016-chunked-import.md, 0020-batched-tenant-delete.md).
import { ofTenant, tenantRowCountsOf, tenantTables } from "./schema.mjs";
import { ident, literal } from "./sql.mjs";

/** The most rows one batch of a delete removes (`--batch-rows`): the export's page size. */
export const BATCH_ROWS = 5000;

/** Rows of `tenant` per table (children first, `tenants` last), for the plan and the progress. */
export async function tenantRowCounts(db, tenant) {
  // Children first; `tenants` at the very end even where a table without a foreign key to it
  // (a roll-up, a sum kept by trigger) came later in the order: its row is the delete's mark.
  const reversed = (await tenantTables(db)).reverse();
  const tables = [...reversed.filter((t) => t.name !== "tenants"), ...reversed.filter((t) => t.name === "tenants")];
  const counts = await tenantRowCountsOf(db, tables, tenant);
  return tables.map((table) => ({ table, rows: counts.get(table.name) }));
}

/** How many batches `counts` take at `batchRows` a batch. */
export const batchesOf = (counts, batchRows = BATCH_ROWS) => counts.reduce((sum, c) => sum + Math.ceil(c.rows / batchRows), 0);

/**
 * One batch: at most `limit` of the tenant's rows of one table, picked by primary key (the rowid
 * where there is none), so the statement's work is bounded however large the tenant is.
 */
function deleteSome(table, tenant, limit) {
  const key = table.key.length > 0 ? table.key.map(ident).join(", ") : "rowid";
  const picked = `SELECT ${key} FROM ${ident(table.name)} WHERE ${ofTenant(table, tenant)} LIMIT ${limit}`;
  return `DELETE FROM ${ident(table.name)} WHERE (${key}) IN (${picked})`;
}

/**
 * Deletes every row of `tenant` in batches of at most `batchRows` rows, children first and the
 * `tenants` row last, with `beforeTenantRow` run just before it (delete saves the configuration
 * there, so a run that stops anywhere is finished by running it again: the row is the mark). Each
 * table is counted again after its batches: rows a trigger or a cascade touched meanwhile are
 * taken before the walk goes on. Returns the batches written.
 */
export async function deleteTenantRows(db, tenant, { batchRows = BATCH_ROWS, log = () => {}, beforeTenantRow = async () => {} } = {}) {
  const counts = await tenantRowCounts(db, tenant);
  const total = batchesOf(counts, batchRows);
  let done = 0;
  const countOf = async (table) => (await db.query(`SELECT count(*) AS n FROM ${ident(table.name)} WHERE ${ofTenant(table, tenant)}`))[0].n;
  for (const { table, rows } of counts) {
    if (table.name === "tenants") await beforeTenantRow();
    for (let left = rows; left > 0; left = await countOf(table)) {
      for (let i = 0; i < Math.ceil(left / batchRows); i += 1) {
        await db.batch([deleteSome(table, tenant, batchRows)]);
        done += 1;
        log(`  batch ${done} of ${Math.max(done, total)}: ${table.name}`);
      }
    }
  }
  return done;
}

/** Marks the tenant as being deleted (and suspended, so it serves nothing) unless it is already. */
export const markDeleting = (tenant) => [
  `UPDATE tenants SET deleting_since = COALESCE(deleting_since, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), suspended_at = COALESCE(suspended_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ${literal(tenant)}`,
  // No page kept at the edge is served on (as `tenant suspend` does).
  `INSERT INTO content_versions (tenant_id, version) VALUES (${literal(tenant)}, 1) ON CONFLICT (tenant_id) DO UPDATE SET version = version + 1`,
];
