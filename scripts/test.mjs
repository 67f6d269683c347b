// `npm test`: every check CI runs, in order, then one closing line that counts all tests:
// 'tests: N passed, N failed, N skipped'. Exits non-zero when any step failed.
import { readFile, mkdir } from "node:fs/promises";
import { bin, run } from "./lib.mjs";

// The build comes first: server.ts imports the Remix server build, so typecheck needs it too.
const steps = [
  ["build", bin("remix"), ["vite:build"]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["."]],
  ["unit and API tests", bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile.json=test-reports/vitest.json"]],
  ["end-to-end tests", bin("playwright"), ["test"]],
];

// Playwright empties test-results/ when it starts, so the reports live beside it.
await mkdir("test-reports", { recursive: true });
const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n== ${name}`);
  try {
    await run(command, args);
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`);
    failed.push(name);
    if (name === "build") break; // nothing after it can run without the build
  }
}

const readJson = async (path) => JSON.parse(await readFile(path, "utf8").catch(() => "{}"));
const vitest = await readJson("test-reports/vitest.json");
const playwright = (await readJson("test-reports/playwright.json")).stats ?? {};
const passed = (vitest.numPassedTests ?? 0) + (playwright.expected ?? 0) + (playwright.flaky ?? 0);
const failedTests = (vitest.numFailedTests ?? 0) + (playwright.unexpected ?? 0);
const skipped = (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0) + (playwright.skipped ?? 0);

console.log(`\n== summary${failed.length ? ` (failed steps: ${failed.join(", ")})` : ""}`);
console.log(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length || failedTests ? 1 : 0);
