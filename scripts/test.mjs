// `npm test`: every check CI runs, in order, then how long each step took, the tests that passed
// only on retry (a flaky test must not hide in a green run), and one closing line that counts all
// tests: 'tests: N passed, N failed, N skipped'. Exits non-zero when any step failed.
import { readFile, mkdir } from "node:fs/promises";
import { bin, run } from "./lib.mjs";

// The build comes first: server.ts imports the Remix server build, so typecheck needs it too, and
// the end-to-end servers serve the worker bundles it writes (dist-web/, dist-api/).
const steps = [
  [["build", "npm", ["run", "--silent", "build"]]],
  // Two single-threaded checks side by side on the two cores; each one's output is printed whole
  // when it ends, so the two do not interleave.
  [
    ["typecheck", bin("tsc"), ["--noEmit"]],
    // `npm run lint`, so the formatting check of contract/ runs in CI as well as the linter.
    ["lint", "npm", ["run", "--silent", "lint"]],
  ],
  // Every tenant's web worker and the api bundled as `npm run deploy` would upload them, nothing
  // uploaded: a broken environment fails here (docs/operators.md).
  [["deploy dry run", "node", ["scripts/deploy.mjs", "--dry-run", "--no-build"]]],
  [["unit and API tests", bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile.json=test-reports/vitest.json"]]],
  [["end-to-end tests", bin("playwright"), ["test"]]],
];

// The project's own Node (docs/decisions/0010-project-node.md): npm puts node_modules/.bin first on
// the PATH, so this script and every step below run on it; the line shows it in CI's log.
console.log(`Node ${process.version} (${process.execPath})`);

// Playwright empties test-results/ when it starts, so the reports live beside it.
await mkdir("test-reports", { recursive: true });
const failed = [];
const durations = [];
const begun = performance.now();
for (const group of steps) {
  const together = group.length > 1;
  await Promise.all(
    group.map(async ([name, command, args]) => {
      if (!together) console.log(`\n== ${name}`);
      const started = performance.now();
      const output = [];
      try {
        await run(command, args, together ? { collect: output } : {});
      } catch (error) {
        output.push(`✗ ${name}: ${error.message}\n`);
        failed.push(name);
      }
      if (together) console.log(`\n== ${name}\n${output.join("").trimEnd()}`);
      else if (output.length) console.error(output.join(""));
      durations.push([name, performance.now() - started]);
    }),
  );
  if (failed.includes("build")) break; // nothing after it can run without the build
}

const readJson = async (path) => JSON.parse(await readFile(path, "utf8").catch(() => "{}"));
const vitest = await readJson("test-reports/vitest.json");
const playwright = (await readJson("test-reports/playwright.json")).stats ?? {};
const passed = (vitest.numPassedTests ?? 0) + (playwright.expected ?? 0) + (playwright.flaky ?? 0);
const failedTests = (vitest.numFailedTests ?? 0) + (playwright.unexpected ?? 0);
const skipped = (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0) + (playwright.skipped ?? 0);

/** Playwright's tests whose outcome is "flaky": failed first, passed on a retry. */
function flakyTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === "flaky")
      .map((test) => `${spec.file}:${spec.line} [${test.projectName}] ${[...path.slice(1), spec.title].join(" › ")}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => flakyTests(child, path))];
}
const flaky = (await readJson("test-reports/playwright.json")).suites?.flatMap((suite) => flakyTests(suite)) ?? [];

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;
};
console.log(`\n== summary${failed.length ? ` (failed steps: ${failed.join(", ")})` : ""}`);
for (const [name, ms] of durations) console.log(`${name.padEnd(20)} ${clock(ms).padStart(8)}`);
console.log(`${"total".padEnd(20)} ${clock(performance.now() - begun).padStart(8)}`);
for (const title of flaky) console.log(`flaky: ${title}`);
console.log(`passed only on retry: ${flaky.length}`);
console.log(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length || failedTests ? 1 : 0);
