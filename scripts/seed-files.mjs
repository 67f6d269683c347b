// Puts the demo's files into local R2 (docs/files.md): the starting stock images and the demo
// centre's library, whose rows api/seeds/stock-images.sql adds to D1. Safe to repeat: an object
// is keyed by its content hash.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";

const STOCK = "api/seeds/stock-images";
const DEMO = "api/seeds/demo-files";
// Miniflare's proxy takes a plain ArrayBuffer, not a Node Buffer (a view into a shared pool).
const read = (path) => {
  const bytes = readFileSync(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

/** `miniflare`: the running local servers (scripts/runtime.mjs); `worker`: the api worker's name. */
export async function seedFiles(miniflare, worker) {
  const bucket = await miniflare.getR2Bucket("FILES", worker);
  for (const name of readdirSync(STOCK).filter((n) => n.endsWith(".png"))) {
    const bytes = read(`${STOCK}/${name}`);
    const sha = createHash("sha256").update(new Uint8Array(bytes)).digest("hex");
    await bucket.put(`stock/image/${sha}.png`, bytes, { httpMetadata: { contentType: "image/png" } });
  }
  for (const { key, file, type } of JSON.parse(readFileSync(`${DEMO}/manifest.json`, "utf8")))
    await bucket.put(key, read(`api/seeds/${file}`), { httpMetadata: { contentType: type } });
}
