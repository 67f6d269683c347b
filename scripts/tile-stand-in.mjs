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
import { png } from "./png.mjs";

export const TILE_HOST = "tile.openstreetmap.org";
const SIZE = 256;

/** A SIZE×SIZE PNG of the light grey of an empty map. */
const tilePng = () => png(Buffer.from(Array.from({ length: SIZE * SIZE }, () => [0xf2, 0xef, 0xe9]).flat()), SIZE, SIZE);

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
