// One tenant's data as the archive holds it, read from a database: the shared part of export,
// delete (which checks the archive still matches) and the tests' round trip.
import { FORMAT, sha256 } from "./archive.mjs";
import { tenantRowCountsOf, tenantRows, tenantTables } from "./schema.mjs";
import { literal } from "./sql.mjs";

/** Every R2 object of the tenant: the bucket's `<tenant>/` prefix where it can be listed, and the files rows. */
export async function tenantFileKeys(db, tenant) {
  const keys = new Set((await db.query(`SELECT key FROM files WHERE tenant_id = ${literal(tenant)}`)).map((r) => r.key));
  try {
    for (const key of await db.listFiles(`${tenant}/`)) keys.add(key);
  } catch {
    // Remote buckets cannot be listed from the command line: the files rows name them.
  }
  return [...keys].sort();
}

/** The archive's entries and manifest for `tenant` (null when there is no such tenant). */
export async function readTenant(db, tenant, { site = null } = {}) {
  const [row] = await db.query(`SELECT id FROM tenants WHERE id = ${literal(tenant)}`);
  if (!row) return null;
  const tables = (await tenantTables(db)).filter((t) => !t.derived);
  // Most of some 200 tables hold nothing of a tenant: counted in one query, read only where there is something.
  const counts = await tenantRowCountsOf(db, tables, tenant);
  const entries = [];
  const manifestTables = [];
  for (const table of tables) {
    const rows = counts.get(table.name) === 0 ? [] : await tenantRows(db, table, tenant);
    entries.push({ name: `tables/${table.name}.json`, bytes: Buffer.from(JSON.stringify({ columns: table.columns, rows })) });
    manifestTables.push({ name: table.name, rows: rows.length });
  }
  const files = [];
  for (const key of await tenantFileKeys(db, tenant)) {
    const file = await db.getFile(key);
    if (file === null) continue; // a row whose object is gone: nothing to carry
    entries.push({ name: `files/${key}`, bytes: Buffer.from(file.bytes) });
    files.push({ key, content_type: file.contentType, bytes: file.bytes.length });
  }
  const [schema] = await db.query("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").catch(() => [undefined]);
  const manifest = {
    format: FORMAT,
    tenant,
    exported_at: new Date().toISOString(),
    schema: schema?.name ?? null,
    site,
    tables: manifestTables,
    files,
    checksums: Object.fromEntries(entries.map((e) => [e.name, sha256(e.bytes)])),
  };
  return { manifest, entries };
}

/** What two exports hold, for comparing them (their times differ, their contents must not). */
export const contentOf = (manifest) => JSON.stringify({ tables: manifest.tables, files: manifest.files, checksums: manifest.checksums });
