import { type MockInstance, afterEach, beforeEach, expect, vi } from "vitest";

// CONVENTIONS: console.error during a test is a failure unless the test expects it. The worker
// runs in the tests' isolate, so this also catches errors the app logs while handling SELF.fetch.
let spy: MockInstance<typeof console.error> | undefined;
let expected = false;

/** Declares that the current test expects console.error (e.g. a 500); silences and allows it. */
export function expectConsoleError() {
  expected = true;
  return spy!.mockImplementation(() => {});
}

beforeEach(() => {
  expected = false;
  spy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = spy?.mock.calls.length ?? 0;
  spy?.mockRestore();
  spy = undefined;
  if (!expected) expect(calls, "console.error was called during this test").toBe(0);
});
