// A local receiver of Sentry envelopes for the error-reporting tests (docs/diagnostics.md): a tiny
// HTTP server that takes what a Sentry SDK posts to /api/<project>/envelope/ and keeps the raw
// envelopes in memory. GET /envelopes answers them as a JSON list of texts; DELETE /envelopes
// forgets them. A DSN for it: http://public@127.0.0.1:<port>/1. Local use only.
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

/**
 * Starts the receiver on 127.0.0.1 (port 0 picks a free one). Resolves with its port, the
 * envelopes received so far (newest last), a DSN pointing at it, and close().
 * @param {{ port?: number, unref?: boolean }} [options]
 */
export async function startSentryReceiver({ port = 0, unref = false } = {}) {
  /** @type {string[]} */
  const envelopes = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const url = request.url ?? "";
      if (request.method === "POST" && /^\/api\/[^/]+\/envelope\/?/.test(url)) {
        const body = Buffer.concat(chunks);
        envelopes.push((request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"));
        response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      } else if (url === "/envelopes" && request.method === "GET") {
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(envelopes));
      } else if (url === "/envelopes" && request.method === "DELETE") {
        envelopes.length = 0;
        response.writeHead(204).end();
      } else response.writeHead(404).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  if (unref) server.unref();
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    dsn: `http://public@127.0.0.1:${actualPort}/1`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
