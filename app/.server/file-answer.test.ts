import { describe, expect, it } from "vitest";
import { icsResponse } from "./activities/ical";
import { csvResponse } from "./csv/write";

describe("the files the web worker writes", () => {
  it.each([
    ["a CSV: saved, never cached", csvResponse("a,b", "deelnemers"), "text/csv; charset=utf-8", 'attachment; filename="deelnemers.csv"', "private, no-store"],
    [
      "a calendar feed: shown, cached briefly",
      icsResponse("BEGIN:VCALENDAR", "agenda.ics"),
      "text/calendar; charset=utf-8",
      'inline; filename="agenda.ics"',
      "private, max-age=300",
    ],
  ])("%s", async (_name, response, type, disposition, cache) => {
    expect([response.headers.get("Content-Type"), response.headers.get("Content-Disposition"), response.headers.get("Cache-Control")]).toEqual([
      type,
      disposition,
      cache,
    ]);
    expect(await response.text()).toMatch(/^(a,b|BEGIN:VCALENDAR)$/);
  });
});
