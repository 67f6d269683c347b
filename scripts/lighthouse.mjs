// `npm run lighthouse` (not in CI): Lighthouse (mobile) on every public page of the sweep table
// (`public: true` rows of tests/sweep/routes.ts that answer 200), against the built app on a fresh
// local D1 with the demo data, in Debian's Chromium. Prints the four category scores per page and
// every audit below full marks; docs/performance.md keeps the run of record.
// Lighthouse comes from the npm registry through npx (it drives the Chromium it is given and
// downloads no browser), pinned, so the project's own install stays lean.
// The map's tiles come from a local stand-in for their host (scripts/tile-stand-in.mjs): no internet
// here.
// One Chromium serves the whole run (Lighthouse attaches to it by its debugging port): a browser
// started afresh for each page sometimes presented its first frame a second after it had painted
// it (its main thread idle in between), and Lighthouse's simulated slow phone then counted that
// second into the page's paint (docs/performance.md, "Lighthouse"). Each page is audited --runs
// times (3) and the run with the median performance score stands, as Lighthouse's guidance on
// variability advises; every run's score is printed beside it.
// Usage: node scripts/lighthouse.mjs [--port 8812] [--no-build] [--only /path,/other] [--runs 3]
//   [--chrome-port 9333] [--reports DIR] (keeps each page's median report there, to read its audits)
import { execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startServer } from "./bench-server.mjs";
import { sweepPages } from "./sweep-pages.mjs";
import { env, option } from "./lib.mjs";
import { startTileStandIn } from "./tile-stand-in.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The run's one browser, with its DevTools port open for Lighthouse; resolves once it answers. */
async function startChrome(port, dir, extraFlags) {
  const flags = [
    ...CHROMIUM_FLAGS,
    ...extraFlags.map((flag) => flag.replaceAll('"', "")),
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${join(dir, "chrome")}`,
  ];
  const chrome = spawn(CHROME, [...flags, "about:blank"], { stdio: "ignore", detached: true });
  for (let i = 0; i < 100; i++) {
    try {
      // Stopping waits for the browser's exit: its profile folder is removed after it.
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok)
        return () => new Promise((resolve) => chrome.once("exit", resolve) && process.kill(-chrome.pid, "SIGTERM"));
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-chrome.pid, "SIGTERM");
  throw new Error(`Chromium (${CHROME}) did not open its debugging port ${port}`);
}

/** One Lighthouse run of `url` in the run's browser: its report. */
async function audit(url, dir, chromePort) {
  const output = join(dir, "report.json");
  await promisify(execFile)(
    "npx",
    ["--yes", LIGHTHOUSE, url, "--quiet", "--form-factor=mobile", `--port=${chromePort}`, "--output=json", `--output-path=${output}`],
    { env: { ...env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(await readFile(output, "utf8"));
}

/** `runs` runs of `url`; the one with the median performance score, and every run's score. */
async function medianAudit(url, dir, chromePort) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await audit(url, dir, chromePort));
  const performance = (report) => report.categories.performance?.score ?? 0;
  const report = [...all].sort((a, b) => performance(a) - performance(b))[Math.floor((all.length - 1) / 2)];
  if (reports) await writeFile(join(reports, `${url.replace(/^https?:\/\/[^/]+\//, "").replace(/[^a-z0-9]+/gi, "_") || "home"}.json`), JSON.stringify(report));
  const scores = CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
  const below = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  return {
    scores,
    below,
    runs: all.map((r) => Math.round(performance(r) * 100)).join(", "),
    lcp: report.audits["largest-contentful-paint"]?.displayValue,
    cls: report.audits["cumulative-layout-shift"]?.displayValue,
  };
}

const only = option("only", undefined);
const runs = Number(option("runs", "3"));
const reports = option("reports", undefined);
if (reports) await mkdir(reports, { recursive: true });
const pages = only ? only.split(",") : (await sweepPages()).filter((page) => page.public).map((page) => page.url);
const { base, stop } = await startServer(Number(option("port", "8812")), ".wrangler/lighthouse-state");
const dir = await mkdtemp(join(tmpdir(), "inzet-lighthouse-"));
const tiles = await startTileStandIn(dir);
const chromePort = Number(option("chrome-port", "9333"));
const stopChrome = await startChrome(chromePort, dir, tiles?.chromeFlags ?? []);
try {
  console.log(`Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile, ${pages.length} public pages on ${base}, the median of ${runs} runs each, in one Chromium`);
  console.log(tiles ? "Map tiles: the local stand-in (scripts/tile-stand-in.mjs)" : "Map tiles: none (openssl missing), so they fail");
  console.log(
    "| page | performance | accessibility | best practices | SEO | performance per run | LCP | CLS | below full marks |\n|---|---|---|---|---|---|---|---|---|",
  );
  for (const path of pages) {
    try {
      const { scores, below, runs: perRun, lcp, cls } = await medianAudit(base + path, dir, chromePort);
      console.log(`| ${path} | ${scores.join(" | ")} | ${perRun} | ${lcp ?? "–"} | ${cls ?? "–"} | ${below.join(", ") || "–"} |`);
    } catch (error) {
      console.log(`| ${path} | failed: ${String(error.message).split("\n")[0]} |`);
    }
  }
} finally {
  await stopChrome();
  stop();
  tiles?.stop();
  await rm(dir, { recursive: true, force: true });
}
