import { describe, expect, it } from "vitest";
import { amsterdamToIso, isoToAmsterdam } from "./amsterdam-time";

describe("Amsterdam time", () => {
  it("reads a datetime-local value as Amsterdam time, winter and summer", () => {
    expect(amsterdamToIso("2026-11-25T14:05")).toBe("2026-11-25T13:05:00.000Z");
    expect(amsterdamToIso("2026-07-01T09:00")).toBe("2026-07-01T07:00:00.000Z");
    expect(amsterdamToIso("morgen")).toBeNull();
  });

  it("writes an instant back as the field's value", () => {
    expect(isoToAmsterdam("2026-11-25T13:05:00.000Z")).toBe("2026-11-25T14:05");
    expect(isoToAmsterdam("2026-07-01T07:00:00.000Z")).toBe("2026-07-01T09:00");
  });
});
