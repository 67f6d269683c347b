import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// docs/glossary.md: one word per concept in each language. The words its "not" column rules out
// must not reach a screen: every string of locales/{nl,en} is checked, so a new text that slips
// back to "organisation" or "doorlopend" fails here.
const RULED_OUT: Record<"nl" | "en", { pattern: RegExp; use: string }[]> = {
  en: [
    { pattern: /\borganisations?\b/i, use: "organization" },
    { pattern: /\b(e-)?mail address/i, use: "email address" },
  ],
  nl: [{ pattern: /\bdoorlopend/i, use: "terugkerend" }],
};

const LOCALES = join(process.cwd(), "locales");

/** Every string of a namespace file, with its key path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  return [];
}

describe("the glossary (docs/glossary.md)", () => {
  for (const locale of ["nl", "en"] as const)
    it(`holds in every ${locale} string`, () => {
      const found: string[] = [];
      for (const file of readdirSync(join(LOCALES, locale)).filter((f) => f.endsWith(".json")))
        for (const [key, text] of strings(JSON.parse(readFileSync(join(LOCALES, locale, file), "utf8"))))
          for (const { pattern, use } of RULED_OUT[locale]) if (pattern.test(text)) found.push(`${locale}/${file} ${key}: "${text}" (use "${use}")`);
      expect(found).toEqual([]);
    });
});
