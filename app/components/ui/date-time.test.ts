import { describe, expect, it } from "vitest";
import { formatDateTime } from "./date-time";

describe("formatDateTime", () => {
  it("prints the moment in Dutch or English, in Amsterdam time whatever the server's zone", () => {
    // 13:05 UTC is 14:05 in Amsterdam in winter and 15:05 in summer.
    expect(formatDateTime("2025-03-03T13:05:00Z", "nl")).toBe("3 mrt 2025, 14:05");
    expect(formatDateTime("2025-07-01T13:05:00Z", "en")).toBe("Jul 1, 2025, 3:05 PM");
  });

  it("prints nothing for a value that is not a date", () => {
    expect(formatDateTime("not a date", "nl")).toBe("");
  });
});
