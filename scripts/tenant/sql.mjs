// SQL text with values written in as literals: D1 takes at most 100 bound parameters a statement,
// and a file for `wrangler d1 execute --remote --file` has no parameters at all, so every statement
// the tenant commands write is plain text, quoted here and nowhere else.

/** One value as an SQLite literal. */
export function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as SQL`);
    return String(value);
  }
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return `X'${Buffer.from(value).toString("hex")}'`;
  if (Array.isArray(value)) return `X'${Buffer.from(value).toString("hex")}'`; // D1 returns blobs as arrays of bytes
  // NUL cannot sit inside a quoted literal; char(0) joins it back in.
  return String(value)
    .split("\0")
    .map((part) => `'${part.replaceAll("'", "''")}'`)
    .join(" || char(0) || ");
}

export const ident = (name) => {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`not a plain SQL name: ${name}`);
  return `"${name}"`;
};

// D1 refuses a statement over 100 KB; rows are grouped into statements well under that.
const STATEMENT_BYTES = 80_000;

/** INSERT statements for `rows` (arrays in `columns`' order), several rows a statement. */
export function insertStatements(table, columns, rows, { verb = "INSERT" } = {}) {
  const head = `${verb} INTO ${ident(table)} (${columns.map(ident).join(", ")}) VALUES `;
  const statements = [];
  let values = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${row.map(literal).join(", ")})`;
    if (values.length > 0 && size + tuple.length > STATEMENT_BYTES) {
      statements.push(head + values.join(", "));
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 2;
  }
  if (values.length > 0) statements.push(head + values.join(", "));
  return statements;
}
