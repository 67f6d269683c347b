// `npm run lighthouse` (not in CI): Lighthouse (mobile) on every public page of the sweep table
// (`public: true` rows of tests/sweep/routes.ts that answer 200), against the built app on a fresh
// local D1 with the demo data, in Debian's Chromium. Prints the four category scores per page and
// every audit below full marks; docs/performance.md keeps the run of record.
// Lighthouse comes from the npm registry through npx (it drives the Chromium it is given and
// downloads no browser), pinned, so the project's own install stays lean.
// The map's tiles come from a local stand-in for their host (scripts/tile-stand-in.mjs): no internet
// here. Usage: node scripts/lighthouse.mjs [--port 8812] [--no-build] [--only /path,/other]
//   [--reports DIR] (keeps each page's Lighthouse JSON there, to read its audits and trace figures)
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startServer } from "./bench-server.mjs";
import { sweepPages } from "./sweep-pages.mjs";
import { env, option } from "./lib.mjs";
import { startTileStandIn } from "./tile-stand-in.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function audit(url, dir, extraFlags) {
  const output = join(dir, "report.json");
  const chromeFlags = [CHROME_FLAGS, ...extraFlags].join(" ");
  await promisify(execFile)(
    "npx",
    ["--yes", LIGHTHOUSE, url, "--quiet", "--form-factor=mobile", `--chrome-flags=${chromeFlags}`, "--output=json", `--output-path=${output}`],
    { env: { ...env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(output, "utf8"));
  if (reports) await copyFile(output, join(reports, `${url.replace(/^https?:\/\/[^/]+\//, "").replace(/[^a-z0-9]+/gi, "_") || "home"}.json`));
  const scores = CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
  const below = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  return { scores, below, lcp: report.audits["largest-contentful-paint"]?.displayValue, cls: report.audits["cumulative-layout-shift"]?.displayValue };
}

const only = option("only", undefined);
const reports = option("reports", undefined);
if (reports) await mkdir(reports, { recursive: true });
const pages = only ? only.split(",") : (await sweepPages()).filter((page) => page.public).map((page) => page.url);
const { base, stop } = await startServer(Number(option("port", "8812")), ".wrangler/lighthouse-state");
const dir = await mkdtemp(join(tmpdir(), "inzet-lighthouse-"));
const tiles = await startTileStandIn(dir);
try {
  console.log(`Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile, ${pages.length} public pages on ${base}`);
  console.log(tiles ? "Map tiles: the local stand-in (scripts/tile-stand-in.mjs)" : "Map tiles: none (openssl missing), so they fail");
  console.log("| page | performance | accessibility | best practices | SEO | LCP | CLS | below full marks |\n|---|---|---|---|---|---|---|---|");
  for (const path of pages) {
    try {
      const { scores, below, lcp, cls } = await audit(base + path, dir, tiles?.chromeFlags ?? []);
      console.log(`| ${path} | ${scores.join(" | ")} | ${lcp ?? "–"} | ${cls ?? "–"} | ${below.join(", ") || "–"} |`);
    } catch (error) {
      console.log(`| ${path} | failed: ${String(error.message).split("\n")[0]} |`);
    }
  }
} finally {
  stop();
  tiles?.stop();
  await rm(dir, { recursive: true, force: true });
}
