// `npm run bench` (part): 60 s of mixed public traffic (home, social map list and detail,
// partners, vacancy search and a few vacancy detail pages) with autocannon against the built app under
// the local runtime (scripts/runtime.mjs). Prints requests per second, latency percentiles and errors (target: none).
// Usage: node scripts/bench-load.mjs [--duration 60] [--connections 10] [--port 8811] [--no-build]
import autocannon from "autocannon";
import { option } from "./lib.mjs";
import { publicPaths, startServer } from "./bench-server.mjs";

const duration = Number(option("duration", "60"));
const connections = Number(option("connections", "10"));
const port = Number(option("port", "8811"));

const { base, stop } = await startServer(port, ".wrangler/bench-load-state");
try {
  const paths = await publicPaths(base);
  // Each connection walks the mix in turn, so every page gets an equal share.
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`\nLoad: ${duration} s, ${connections} connections, mix ${paths.join(", ")}`);
  console.log("| requests | req/s (mean) | latency p50 ms | p99 ms | max ms | errors | non-2xx | timeouts |\n|---|---|---|---|---|---|---|---|");
  console.log(
    `| ${result.requests.total} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ` +
      `${result.errors} | ${result.non2xx} | ${result.timeouts} |`,
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  stop();
}
