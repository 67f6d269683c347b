import { describe, expect, it } from "vitest";
import { isStorageFailure } from "./storage-failure";

describe("isStorageFailure", () => {
  it("recognises D1's outage errors, also wrapped by Drizzle", () => {
    expect(isStorageFailure(new Error("D1_ERROR: Network connection lost."))).toBe(true);
    expect(isStorageFailure(new Error("D1 DB is overloaded. Requests queued for too long."))).toBe(true);
    expect(isStorageFailure(new Error("Failed query: select 1", { cause: new Error("D1_ERROR: Network connection lost.") }))).toBe(true);
  });

  it("leaves SQLite's verdicts on a statement, and anything else, to the 500 handler", () => {
    expect(isStorageFailure(new Error("D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT"))).toBe(false);
    expect(isStorageFailure(new Error("D1_ERROR: no such table: x: SQLITE_ERROR"))).toBe(false);
    expect(isStorageFailure(new Error("boom"))).toBe(false);
    expect(isStorageFailure("D1_ERROR")).toBe(false);
  });
});
