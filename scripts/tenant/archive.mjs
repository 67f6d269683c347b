// A tenant's export: one .tar.gz with manifest.json (what is inside, with a SHA-256 of every
// entry), tables/<name>.json (columns and rows) and files/<R2 key> (the bytes). Plain ustar, so
// any tar can open it; written and read here with Node's zlib alone.
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { OperatorError } from "./errors.mjs";

export const FORMAT = "inzet-tenant-export/1";
const BLOCK = 512;

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

function header(name, size) {
  const block = Buffer.alloc(BLOCK);
  // Names past 100 bytes go in ustar's 155-byte prefix, split at a slash.
  let prefix = "";
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    if (cut < 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`name too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100);
  block.write("0000644\0", 100);
  block.write("0000000\0", 108);
  block.write("0000000\0", 116);
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
  );
  block.write("        ", 148);
  block.write("0", 156);
  block.write("ustar\0", 257);
  block.write("00", 263);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** entries: [{ name, bytes }] → gzip'd tar bytes. */
export function pack(entries) {
  const parts = [];
  for (const { name, bytes } of entries) {
    parts.push(header(name, bytes.length), Buffer.from(bytes));
    const pad = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts));
}

/** gzip'd tar bytes → Map(name → bytes). */
export function unpack(gzipped) {
  let tar;
  try {
    tar = gunzipSync(gzipped);
  } catch {
    throw new OperatorError("the archive is not a gzip file (not made by `tenant export`?)");
  }
  const entries = new Map();
  for (let at = 0; at + BLOCK <= tar.length;) {
    const block = tar.subarray(at, at + BLOCK);
    if (block.every((b) => b === 0)) break;
    const text = (start, length) => block.toString("utf8", start, start + length).replace(/\0.*$/s, "");
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const size = parseInt(text(124, 12).trim() || "0", 8);
    if (!Number.isFinite(size)) throw new OperatorError(`the archive is damaged at ${name || "its start"}`);
    entries.set(name, tar.subarray(at + BLOCK, at + BLOCK + size));
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/**
 * The archive's manifest, every entry checked against its checksum before anything is written:
 * a damaged or altered archive stops the import with the entry named.
 */
export function verifiedContents(gzipped) {
  const entries = unpack(gzipped);
  const raw = entries.get("manifest.json");
  if (!raw) throw new OperatorError("the archive has no manifest.json (not made by `tenant export`?)");
  let manifest;
  try {
    manifest = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new OperatorError("the archive's manifest.json is not JSON");
  }
  if (manifest.format !== FORMAT) throw new OperatorError(`the archive is ${manifest.format ?? "of no known format"}, this command reads ${FORMAT}`);
  for (const [name, expected] of Object.entries(manifest.checksums ?? {})) {
    const bytes = entries.get(name);
    if (!bytes) throw new OperatorError(`the archive lacks ${name}, which its manifest lists`);
    if (sha256(bytes) !== expected) throw new OperatorError(`checksum mismatch for ${name}: the archive is damaged or was altered`);
  }
  return { manifest, entries };
}
