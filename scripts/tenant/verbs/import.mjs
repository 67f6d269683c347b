import { readFile } from "node:fs/promises";
import { verifiedContents } from "../archive.mjs";
import { OperatorError } from "../errors.mjs";
import { deleteTenantRows } from "../deletion.mjs";
import { tenantTables } from "../schema.mjs";
import { recordDatabase } from "../databases.mjs";
import { environmentOf, knownHosts, openConfigs, writeSite } from "../site-config.mjs";
import { ident, insertStatements, literal } from "../sql.mjs";

/**
 * The most SQL text one batch of the import carries. One batch of a whole tenant of 100,000 rows
 * (tens of MB) is more than the local runtime's proxy takes ("fetch failed"), so the statements go
 * in batches of this size, in order (docs/decisions/0016-chunked-import.md).
 */
export const CHUNK_BYTES = 2_000_000;

/** Statements grouped into batches of at most `bytes` of text (a longer statement alone). */
export function chunksOf(statements, bytes = CHUNK_BYTES) {
  const chunks = [];
  let chunk = [];
  let size = 0;
  for (const statement of statements) {
    if (chunk.length > 0 && size + statement.length > bytes) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(statement);
    size += statement.length;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

export const summary = "a tenant from an export into this database (and its sites into the configuration), refusing any clash";
export const usage = `npm run tenant -- import --archive FILE [--no-config]

  --archive FILE   an archive made by \`tenant export\`; every entry is checked against the
                   manifest's checksums before anything is written
  --no-config      write the rows and files only (the tenant's sites are already configured here,
                   e.g. when it moves to a database of its own within one deployment)
  --database BINDING  the D1 binding to import into; recorded as the tenant's in the api's
                   TENANT_DATABASES (after the rows are written), so the api serves it from there
  --chunk-bytes N  the most SQL text one batch carries (default ${CHUNK_BYTES}): the rows go in
                   batches in order, and a batch that fails has the ones before it removed again`;
export const options = { archive: { type: "string" }, "no-config": { type: "boolean" }, "chunk-bytes": { type: "string" } };

/**
 * Tables that SQLite fills by trigger when a centre is inserted (its start pages and contact form,
 * api/migrations/0030 and 0060): the archive's own rows replace them, and any left over is removed,
 * so the imported tenant holds exactly what was exported.
 */
const FILLED_BY_TRIGGER = ["pages", "forms", "form_versions"];

/**
 * Columns an insert trigger sets from the clock (the digest's schedule, api/migrations/0018): put
 * back to the archive's values after the rows are in, in statements that fire no trigger.
 */
const SET_BY_TRIGGER = { users: ["digest_since", "digest_due_at"] };

/** UPDATE … FROM (VALUES …) statements that put `columns` of `rows` back by id. */
function restoreStatements(table, columns, rows, restore) {
  const at = ["id", ...restore].map((c) => columns.indexOf(c));
  const picked = rows.filter((r) => restore.some((c) => r[columns.indexOf(c)] !== null)).map((r) => at.map((i) => r[i]));
  const sets = restore.map((c, i) => `${ident(c)} = v.column${i + 2}`).join(", ");
  return insertStatements("v", ["id", ...restore], picked).map((insert) => {
    const values = insert.slice(insert.indexOf(" VALUES ") + 1);
    return `UPDATE ${ident(table)} SET ${sets} FROM (${values}) AS v WHERE ${ident(table)}.id = v.column1`;
  });
}

export async function run(args, { openDatabase, log, dryRun, where }) {
  if (!args.archive) throw new OperatorError("--archive is required");
  let bytes;
  try {
    bytes = await readFile(args.archive);
  } catch {
    throw new OperatorError(`--archive '${args.archive}': no such file`);
  }
  const { manifest, entries } = verifiedContents(bytes);
  const tenant = manifest.tenant;
  const configs = args["no-config"] ? null : await openConfigs();
  let configure = false;
  if (configs && manifest.site) {
    try {
      environmentOf(configs.web, tenant);
    } catch {
      configure = true; // not served here yet
    }
    if (configure) {
      const taken = knownHosts(configs.web);
      for (const host of [...manifest.site.hosts, ...Object.keys(manifest.site.centerHosts ?? {})])
        if (taken.has(host)) throw new OperatorError(`host '${host}' of the archive is already used here (${taken.get(host)}); nothing was written`);
      writeSite(configs, { tenant, ...manifest.site });
    }
  }
  const db = await openDatabase(tenant);
  try {
    if ((await db.query(`SELECT id FROM tenants WHERE id = ${literal(tenant)}`)).length > 0)
      throw new OperatorError(`tenant '${tenant}' already exists in the ${db.where}; nothing was written`);
    const here = new Map((await tenantTables(db)).map((t) => [t.name, t]));
    const statements = [];
    const order = [...here.values()].filter((t) => manifest.tables.some((m) => m.name === t.name));
    for (const { name } of manifest.tables)
      if (!here.has(name)) throw new OperatorError(`this database has no table ${name}: apply the migrations first (npm run migrate); nothing was written`);
    for (const table of order) {
      const { columns, rows } = JSON.parse(entries.get(`tables/${table.name}.json`).toString("utf8"));
      const missing = columns.find((c) => !table.columns.includes(c));
      if (missing) throw new OperatorError(`this database's ${table.name} has no column ${missing}: apply the migrations first; nothing was written`);
      if (rows.length === 0) continue;
      // Ids are the database's own: a row of another tenant with the same id is a clash.
      if (table.key.length === 1 && table.key[0] === "id") {
        const ids = rows.map((r) => r[columns.indexOf("id")]);
        for (let i = 0; i < ids.length; i += 500) {
          const [clash] = await db.query(
            `SELECT count(*) AS n FROM ${ident(table.name)} WHERE id IN (${ids
              .slice(i, i + 500)
              .map(literal)
              .join(", ")})`,
          );
          if (clash.n > 0) throw new OperatorError(`${clash.n} ${table.name} ids of the archive are taken in the ${db.where}; nothing was written`);
        }
      }
      statements.push(...insertStatements(table.name, columns, rows, { verb: FILLED_BY_TRIGGER.includes(table.name) ? "INSERT OR REPLACE" : "INSERT" }));
      if (SET_BY_TRIGGER[table.name]) statements.push(...restoreStatements(table.name, columns, rows, SET_BY_TRIGGER[table.name]));
      if (FILLED_BY_TRIGGER.includes(table.name)) {
        const ids = rows.map((r) => r[columns.indexOf("id")]);
        statements.push(`DELETE FROM ${ident(table.name)} WHERE tenant_id = ${literal(tenant)} AND id NOT IN (${ids.map(literal).join(", ")})`);
      }
    }
    for (const name of FILLED_BY_TRIGGER) {
      if (!manifest.tables.some((m) => m.name === name && m.rows > 0) && here.has(name))
        statements.push(`DELETE FROM ${ident(name)} WHERE tenant_id = ${literal(tenant)}`);
    }
    const rowCount = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    log(`tenant ${tenant} (exported ${manifest.exported_at}): ${rowCount} rows, ${manifest.files.length} files into the ${db.where}`);
    if (configure) for (const file of [configs.web, configs.api]) for (const what of file.changed) log(`  ${file.path}: ${what}`);
    const database = args.database === undefined ? null : { ...where, tenant, binding: args.database };
    if (database) {
      const change = await recordDatabase({ ...database, dryRun: true });
      if (change) log(`  ${change}`);
    }
    if (dryRun) {
      log("dry run: nothing was written");
      return 0;
    }
    const put = [];
    try {
      for (const file of manifest.files) {
        await db.putFile(file.key, entries.get(`files/${file.key}`), file.content_type);
        put.push(file.key);
      }
      // All or nothing across the chunks: the tenant was not in this database (checked above), so
      // what the chunks wrote is exactly its rows, and a chunk that fails has them removed again.
      // Nothing serves it from here meanwhile: its configuration and its entry in the api's
      // TENANT_DATABASES are written only after the last chunk.
      const chunkBytes = args["chunk-bytes"] === undefined ? CHUNK_BYTES : Number(args["chunk-bytes"]);
      if (!(chunkBytes > 0)) throw new OperatorError(`--chunk-bytes '${args["chunk-bytes"]}': a number of bytes, above 0; nothing was written`);
      const chunks = chunksOf(statements, chunkBytes);
      for (const [i, chunk] of chunks.entries()) {
        try {
          await db.batch(chunk);
        } catch (error) {
          if (i > 0) await removeWritten(db, tenant);
          const removed = i > 0 ? `the ${i} chunks before it were removed again, ` : "";
          throw new OperatorError(
            `the database refused chunk ${i + 1} of ${chunks.length} of the import (${String(error.message).split("\n")[0]}); ${removed}nothing was written`,
          );
        }
        if (chunks.length > 1) log(`  chunk ${i + 1} of ${chunks.length} written`);
      }
    } catch (error) {
      await db.deleteFiles(put);
      if (error instanceof OperatorError) throw error;
      throw new OperatorError(`the database refused the import (${String(error.message).split("\n")[0]}); nothing was written`);
    }
    if (configure) {
      await configs.web.save();
      await configs.api.save();
    }
    if (database) await recordDatabase(database);
    log("done");
    return 0;
  } finally {
    await db.close();
  }
}

/** Removes every row of `tenant` the earlier chunks wrote (it had none here before), in bounded batches. */
const removeWritten = (db, tenant) => deleteTenantRows(db, tenant);
