import { describe, expect, it } from "vitest";
import { amsterdamToIso, isoToAmsterdam } from "./amsterdam-time";

describe("Amsterdam time", () => {
  it("reads a datetime-local value as Amsterdam time, winter and summer", () => {
    expect(amsterdamToIso("2026-11-25T14:05")).toBe("2026-11-25T13:05:00.000Z");
    expect(amsterdamToIso("2026-07-01T09:00")).toBe("2026-07-01T07:00:00.000Z");
    expect(amsterdamToIso("morgen")).toBeNull();
    expect(amsterdamToIso("2026-11-25T14:05:30")).toBe("2026-11-25T13:05:30.000Z");
    expect(amsterdamToIso("2026-13-01T10:00")).toBeNull();
    // The spring switch skips 02:00–03:00: a moment in it moves an hour on; the autumn hour that
    // comes twice is read as its second time (winter time), as before.
    expect(amsterdamToIso("2026-03-29T02:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(amsterdamToIso("2026-10-25T02:30")).toBe("2026-10-25T01:30:00.000Z");
  });

  it("writes an instant back as the field's value", () => {
    expect(isoToAmsterdam("2026-11-25T13:05:00.000Z")).toBe("2026-11-25T14:05");
    expect(isoToAmsterdam("2026-07-01T07:00:00.000Z")).toBe("2026-07-01T09:00");
  });
});
