// The local server the SSR and load benchmarks measure: the built app (both workers) under
// `wrangler dev`, on a fresh local D1 with the demo data, started by scripts/start.mjs.
import { spawn } from "node:child_process";
import { env, option } from "./lib.mjs";

/** Starts the app on `port` (building first unless --no-build) and resolves once a page answers. */
export async function startServer(port, persistTo) {
  const args = ["scripts/start.mjs", "--fresh", "--port", String(port), "--persist-to", persistTo];
  if (option("no-build", false) === true) args.push("--no-build");
  const server = spawn("node", args, { env, stdio: "ignore", detached: true });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < 240_000) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop: () => process.kill(-server.pid, "SIGTERM") };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-server.pid, "SIGTERM");
  throw new Error(`no page on ${base} within 240 s`);
}

/** The pages worth measuring: fixed public ones, a social-map detail page, and the vacancy pages if they exist yet. */
export async function publicPaths(base) {
  const paths = ["/", "/sociale-kaart", "/partners"];
  const list = await (await fetch(`${base}/sociale-kaart`)).text();
  const detail = /href="(\/sociale-kaart\/\d+)"/.exec(list)?.[1];
  if (detail) paths.push(detail);
  else console.log("skipped /sociale-kaart/{id}: no organization linked on /sociale-kaart");
  for (const optional of ["/vacancies/search", "/vacatures"]) {
    const status = (await fetch(`${base}${optional}`, { redirect: "manual" })).status;
    if (status === 200) paths.push(optional);
    else console.log(`skipped ${optional}: answers ${status} (not on this branch yet)`);
  }
  return paths;
}

/** A static asset served by the same wrangler dev (its asset handler, not the worker). */
export async function staticAsset(base) {
  const html = await (await fetch(`${base}/`)).text();
  return /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "/favicon.svg";
}
