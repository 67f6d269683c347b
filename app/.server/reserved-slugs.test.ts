import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS, isReservedSlug, slugify } from "@contract/pages";

// A page at /{slug} must never take a path the site's own routes answer: every first segment of
// app/routes is in the contract's RESERVED_SLUGS, which the api refuses (docs/content.md).
const firstSegments = readdirSync(new URL("../routes", import.meta.url))
  .map((name) => name.replace(/\.(tsx?|jsx?)$/, "").split(/[._]/)[0]!)
  .filter((segment) => segment !== "" && !segment.startsWith("$") && !segment.startsWith("("));

describe("reserved slugs", () => {
  it("hold every top-level path of app/routes", () => {
    expect([...new Set(firstSegments)].filter((segment) => !RESERVED_SLUGS.includes(segment))).toEqual([]);
  });

  it("are what a slug of such a title would be", () => {
    expect(isReservedSlug(slugify("Partners"))).toBe(true);
    expect(isReservedSlug(slugify("Nieuws"))).toBe(true);
    expect(isReservedSlug(slugify("Over ons"))).toBe(false);
  });

  it("fold Dutch diacritics", () => {
    expect(slugify("Één café, ĳverig & coöperatief!")).toBe("een-cafe-ijverig-cooperatief");
    expect(slugify("  --  ")).toBe("");
  });
});
