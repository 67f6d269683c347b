// A local stand-in for the map's tile host (MAP_TILE_URL, tile.openstreetmap.org), for Lighthouse
// (scripts/lighthouse.mjs): these machines have no internet, so every tile of the map pages failed
// and Lighthouse marked them down for the errors in the console (best practices 96), which the
// pages do not log where tiles load. It answers every tile with one plain 256 px PNG over HTTPS
// (a self-signed certificate made with openssl); the browser is sent here with
// --host-resolver-rules and accepts the certificate with --ignore-certificate-errors.
// Returns null when openssl is missing: Lighthouse then runs without it, as before.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";

export const TILE_HOST = "tile.openstreetmap.org";
const SIZE = 256;

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A SIZE×SIZE PNG of the light grey of an empty map. */
function tilePng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: SIZE }, () => [0xf2, 0xef, 0xe9]).flat()]);
  const raw = Buffer.concat(Array.from({ length: SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Starts the stand-in in `dir` (for its key and certificate); `chromeFlags` send the browser to it. */
export async function startTileStandIn(dir) {
  const key = join(dir, "tile-key.pem");
  const cert = join(dir, "tile-cert.pem");
  try {
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", `/CN=${TILE_HOST}`], {
      stdio: "ignore",
    });
  } catch {
    return null;
  }
  const png = tilePng();
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) => {
    response.writeHead(200, { "Content-Type": "image/png", "Content-Length": png.length, "Cache-Control": "public, max-age=86400" });
    response.end(png);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    chromeFlags: [`--host-resolver-rules="MAP ${TILE_HOST} 127.0.0.1:${port}"`, "--ignore-certificate-errors"],
    stop: () => server.close(),
  };
}
