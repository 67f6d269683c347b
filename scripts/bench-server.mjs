// The local server the SSR and load benchmarks (and the soak) measure: the built app (both workers)
// on the local runtime (scripts/runtime.mjs), on a fresh local D1 with the demo data, started by
// scripts/start.mjs.
import { spawn } from "node:child_process";
import { env, option } from "./lib.mjs";

/**
 * Starts the app on `port` (building first unless --no-build) and resolves once a page answers.
 * `extra`: more arguments for scripts/start.mjs (the profiler's --inspector-port).
 */
export async function startServer(port, persistTo, extra = []) {
  const args = ["scripts/start.mjs", "--fresh", "--port", String(port), "--persist-to", persistTo, ...extra];
  if (option("no-build", false) === true) args.push("--no-build");
  const server = spawn("node", args, { env, stdio: "ignore", detached: true });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // 10 minutes: a fresh start (build skipped, migrations, demo data) took over 4 on the shared machine.
  while (performance.now() - started < 600_000) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, pid: server.pid, stop: () => process.kill(-server.pid, "SIGTERM") };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-server.pid, "SIGTERM");
  throw new Error(`no page on ${base} within 600 s`);
}

// Vacancy detail pages in the mix: a few different ones, as visitors open different vacancies.
const VACANCY_DETAILS = 3;

/**
 * The pages worth measuring: fixed public ones, a social-map detail page and a few vacancy detail
 * pages, each found where a visitor finds it (a link on /sociale-kaart, on /vacancies/search).
 */
export async function publicPaths(base) {
  const paths = ["/", "/sociale-kaart", "/partners", "/vacancies/search"];
  // The distinct link targets on a page, in page order.
  const links = async (page, pattern) => {
    const html = await (await fetch(`${base}${page}`)).text();
    return [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
  };
  const [socialMapDetail] = await links("/sociale-kaart", /href="(\/sociale-kaart\/\d+)"/g);
  if (socialMapDetail) paths.push(socialMapDetail);
  else console.log("skipped /sociale-kaart/{id}: no organization linked on /sociale-kaart");
  // Only published vacancies are listed on the search page, so each of these is a public 200.
  const vacancyDetails = (await links("/vacancies/search", /href="(\/vacancies\/\d+)"/g)).slice(0, VACANCY_DETAILS);
  if (vacancyDetails.length) paths.push(...vacancyDetails);
  else console.log("skipped /vacancies/{id}: no vacancy linked on /vacancies/search");
  return paths;
}

/** A static asset served by the same server (its asset handler, not the worker). */
export async function staticAsset(base) {
  const html = await (await fetch(`${base}/`)).text();
  return /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "/favicon.svg";
}
