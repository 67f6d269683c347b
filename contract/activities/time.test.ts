import { describe, expect, it } from "vitest";
import { localToUtc, utcToLocal, zoneOffsetMinutes } from "./time";

const HOUR = 3_600_000;

describe("Amsterdam time", () => {
  it("turns every instant of 2024–2030 into the local moment the time zone data gives", () => {
    // Each year's switches are found once and kept: every hour (and a minute into it) must agree
    // with asking the time zone data for that very instant.
    const wrong: string[] = [];
    for (let instant = Date.UTC(2024, 0, 1) + 17 * 60_000; instant < Date.UTC(2031, 0, 1); instant += HOUR) {
      const expected = new Date(instant + zoneOffsetMinutes(instant) * 60_000).toISOString().slice(0, 16);
      if (utcToLocal(new Date(instant)) !== expected) wrong.push(new Date(instant).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ["a winter moment", "2026-01-15T10:00", "2026-01-15T09:00:00.000Z"],
    ["a summer moment", "2026-07-15T10:00", "2026-07-15T08:00:00.000Z"],
    ["the last minute before the spring switch", "2026-03-29T01:59", "2026-03-29T00:59:00.000Z"],
    ["a moment the spring switch skips, an hour on", "2026-03-29T02:30", "2026-03-29T01:30:00.000Z"],
    ["the first summer moment", "2026-03-29T03:00", "2026-03-29T01:00:00.000Z"],
    ["a moment the autumn switch repeats, the later one", "2026-10-25T02:30", "2026-10-25T01:30:00.000Z"],
    ["the first winter moment after it", "2026-10-25T03:00", "2026-10-25T02:00:00.000Z"],
    ["a new year's midnight", "2027-01-01T00:00", "2026-12-31T23:00:00.000Z"],
  ])("puts %s (%s) at %s", (_, moment, utc) => {
    expect(localToUtc(moment)).toBe(utc);
  });
});
