import { describe, expect, it } from "vitest";
import { formatBytes } from "./bytes";

describe("formatBytes", () => {
  it("writes sizes in decimal units in the reader's language", () => {
    expect(formatBytes(512, "nl")).toBe("512 B");
    expect(formatBytes(1_500_000, "nl")).toBe("1,5 MB");
    expect(formatBytes(1_500_000, "en")).toBe("1.5 MB");
    expect(formatBytes(209_715_200, "en")).toBe("210 MB");
  });
});
