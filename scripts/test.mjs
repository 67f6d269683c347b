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

/**
 * Playwright's tests of one outcome: "flaky" (failed first, passed on a retry) or "unexpected"
 * (failed every try).
 */
function playwrightTests(suite, titles = [], status = "flaky") {
  const path = suite.title ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === status)
      .map((test) => `${spec.file}:${spec.line} [${test.projectName}] ${[...path.slice(1), spec.title].join(" › ")}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, path, status))];
}
const playwrightReport = await readJson("test-reports/playwright.json");
const flaky = playwrightReport.suites?.flatMap((suite) => playwrightTests(suite, [], "flaky")) ?? [];
const unexpected = playwrightReport.suites?.flatMap((suite) => playwrightTests(suite, [], "unexpected")) ?? [];

/** Vitest's failed tests, and files that failed before any test ran (an import error, a hook). */
function vitestFailures(report) {
  const cwd = `${process.cwd()}/`;
  return (report.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(cwd, "");
    const tests = (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (tests.length || file.status !== "failed") return tests;
    return [`${name}: ${firstLine(file.message)}`];
  });
}
const firstLine = (text = "") =>
  text
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;
};
console.log(`\n== summary${failed.length ? ` (failed steps: ${failed.join(", ")})` : ""}`);
for (const [name, ms] of durations) console.log(`${name.padEnd(20)} ${clock(ms).padStart(8)}`);
console.log(`${"total".padEnd(20)} ${clock(performance.now() - begun).padStart(8)}`);
// The failures are named here, at the end, because CI's record of a run keeps only its tail.
for (const title of vitestFailures(vitest)) console.log(`failed: ${title}`);
for (const title of unexpected) console.log(`failed: ${title}`);
for (const title of flaky) console.log(`flaky: ${title}`);
console.log(`passed only on retry: ${flaky.length}`);
console.log(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length || failedTests ? 1 : 0);
