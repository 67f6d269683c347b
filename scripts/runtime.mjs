// The local runtime (docs/decisions/0008-local-runtime-miniflare.md): the bundles `npm run build`
// writes, served by workerd through Miniflare's API, with the bindings each worker's wrangler.toml
// declares. No `wrangler dev`: no inspector proxy forwarding every subrequest, no debug log that
// grows with every request.
import { readdirSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { bin, run } from "./lib.mjs";
import { latencyModules } from "./latency/modules.mjs";

/** The workers, each its wrangler.toml and the folder its bundle is written to. */
export const WORKERS = {
  web: { config: "wrangler.toml", outdir: "dist-web" },
  api: { config: "api/wrangler.toml", outdir: "dist-api" },
  // The api worker whose D1 fails on every call (docs/testing.md, "Faults"): never in `npm run build`.
  "api-outage": { config: "api/test/outage/wrangler.toml", outdir: "dist-api-outage" },
};

/** The file a worker's bundle starts at: wrangler names it after `main`, with `.js`. */
const entryOf = (main) =>
  main
    .split("/")
    .at(-1)
    .replace(/\.[cm]?[jt]sx?$/, ".js");

/**
 * Bundles workers as they would be deployed (`wrangler deploy --dry-run`: its esbuild, its
 * `[define]`, its module rules). One after the other: each is CPU-bound, and the machine has two cores.
 */
export async function bundle(names) {
  for (const name of names) {
    const { config, outdir } = WORKERS[name];
    // Absolute: wrangler reads a relative --outdir from the config's folder.
    await run(bin("wrangler"), ["deploy", "--dry-run", "-c", config, "--outdir", resolve(outdir)], { quiet: true });
  }
}

// wrangler's default module rules, by extension; a bundle holds its entry and any files it kept apart.
const MODULE_TYPES = { ".js": "ESModule", ".mjs": "ESModule", ".wasm": "CompiledWasm", ".txt": "Text", ".html": "Text", ".sql": "Text", ".bin": "Data" };

/**
 * The bundle's modules, entry first, listed one by one: Miniflare cannot follow the dynamic
 * `import()`s the bundle keeps (Remix's route modules), so it is told every file.
 */
function modulesOf(outdir, entry) {
  const files = readdirSync(outdir).filter((file) => MODULE_TYPES[extname(file)] && file !== entry);
  return [entry, ...files].map((file) => ({ type: MODULE_TYPES[extname(file)], path: resolve(outdir, file) }));
}

/** The bundle's modules; in latency mode (`latency`: { d1, api } in ms) under a wrapping entry. */
function withLatency(name, outdir, entry, latency) {
  const modules = modulesOf(outdir, entry);
  const wrapping = latency && latencyModules(name, outdir, entry, latency);
  return wrapping ? [...wrapping, ...modules] : modules;
}

/**
 * Miniflare's options for one worker: its bindings from its wrangler.toml, its code from its
 * bundle. `extra` bindings (a local service's, scripts/local-services.mjs) are laid over them.
 */
function workerOptions(name, extra = {}, latency = null, configs = {}) {
  const { outdir } = WORKERS[name];
  // Another file with the same bindings and other vars (a tenant made by the tenant CLI's tests).
  const config = configs[name] ?? WORKERS[name].config;
  const { name: workerName, main } = unstable_readConfig({ config });
  // Vars, .dev.vars secrets, D1, R2, KV, queues (producers and consumers), service bindings,
  // static assets: whatever the file declares, so a binding added there needs nothing here.
  const { workerOptions: options } = unstable_getMiniflareWorkerOptions(config);
  return {
    ...options,
    bindings: { ...options.bindings, ...extra },
    name: workerName,
    modulesRoot: resolve(outdir),
    modules: withLatency(name, resolve(outdir), entryOf(main), latency),
  };
}

/**
 * Serves the workers on `port`, the first one named receiving the HTTP requests (the others are
 * reached through service bindings). Storage (D1, R2, KV, caches, queues) persists under
 * `<persistTo>/v3`, where wrangler's `--persist-to` puts it, so `wrangler d1 … --local
 * --persist-to` and this server share one database. Resolves to the running Miniflare.
 */
export async function serve({ workers, port, persistTo, host = "127.0.0.1", bindings = {}, inspectorPort, latency = null, configs = {} }) {
  // Miniflare 5 takes config-shaped workers; wrangler still describes a worker in Miniflare 4's
  // option shape, and converts it the same way for its own `wrangler dev` and `d1 --local`.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port: Number(port),
      resourcePersistencePath: join(resolve(persistTo), "v3"),
      // Nothing leaves these machines: Cloudflare's request.cf comes from Miniflare's fallback.
      cf: false,
      // Chrome DevTools (or scripts/profile-ssr.mjs) can attach to the workers here: a CPU profile.
      ...(inspectorPort !== undefined && { inspectorPort: Number(inspectorPort) }),
      // Warnings and errors of the runtime; the workers' own console output goes to stdout/stderr.
      log: new Log(LogLevel.WARN),
      // Latency mode (scripts/latency/modules.mjs): only when `latency` ({ d1, api } ms) is given.
      workers: workers.map((name) => workerOptions(name, bindings[name], latency, configs)),
    }),
  );
  await miniflare.ready;
  return miniflare;
}
