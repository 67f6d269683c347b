import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl";

describe("Intl formatters made once", () => {
  it("hands out the same formatter for the same locale and options, and formats as a new one would", () => {
    const options = { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" } as const;
    const first = dateTimeFormat("nl", options);
    expect(dateTimeFormat("nl", { ...options })).toBe(first);
    const moment = new Date("2026-03-03T13:05:00Z");
    expect(first.format(moment)).toBe(new Intl.DateTimeFormat("nl", options).format(moment));
  });

  it("keeps locales, options and kinds apart", () => {
    expect(dateTimeFormat("en", { dateStyle: "long" })).not.toBe(dateTimeFormat("nl", { dateStyle: "long" }));
    expect(dateTimeFormat("nl", { dateStyle: "long" })).not.toBe(dateTimeFormat("nl", { dateStyle: "short" }));
    expect(numberFormat("nl", { style: "percent" }).format(0.5)).toBe("50%");
    expect(numberFormat("nl").format(1.5)).toBe("1,5");
    expect(numberFormat("en").format(1.5)).toBe("1.5");
    expect(relativeTimeFormat("en", { numeric: "auto" }).format(-1, "day")).toBe("yesterday");
  });

  it("refuses a locale Intl refuses, and does not keep it", () => {
    expect(() => dateTimeFormat("not a locale!")).toThrow(RangeError);
    expect(() => dateTimeFormat("not a locale!")).toThrow(RangeError);
  });
});
