import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OUTPUT, keysOf, renderKeys } from "./i18n-keys.mjs";

describe("app/i18n-keys.ts", () => {
  it("holds the keys of locales/nl (node scripts/i18n-keys.mjs)", () => {
    expect(renderKeys()).toBe(readFileSync(OUTPUT, "utf8"));
  });

  it("lists nested keys dotted, and a plural's base as well as its forms", () => {
    expect(keysOf({ nav: { home: "Home" }, items_one: "1 item", items_other: "{{count}} items" })).toEqual(["items", "items_one", "items_other", "nav.home"]);
  });
});
