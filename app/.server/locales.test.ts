import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "./locales";

const root = join(__dirname, "../../locales");
const flatten = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object" ? Object.entries(value).flatMap(([key, item]) => flatten(item, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

describe("locales", () => {
  for (const language of ["nl", "en"] as const) {
    it(`bundles every ${language} namespace file`, () => {
      const files = readdirSync(join(root, language)).filter((file) => file.endsWith(".json"));
      const bundled = resources[language] as Record<string, unknown>;
      for (const file of files) {
        const namespace = file.replace(/\.json$/, "");
        expect(bundled[namespace], `${language}/${file}`).toEqual(JSON.parse(readFileSync(join(root, language, file), "utf8")));
      }
    });
  }

  it("has every message in both languages", () => {
    for (const namespace of Object.keys(resources.nl)) {
      const nl = flatten(resources.nl[namespace as keyof typeof resources.nl]).sort();
      const en = flatten(resources.en[namespace as keyof typeof resources.en]).sort();
      expect(en, namespace).toEqual(nl);
    }
  });
});

describe("numbers in messages", () => {
  it("are written in the page's language, through Intl (docs/glossary.md, Formats)", async () => {
    const { fixedT } = await import("./i18n");
    const [nl, en] = await Promise.all([fixedT("nl"), fixedT("en")]);
    expect(nl("vacancy-search:list.total", { count: 12345 })).toBe("12.345 vacatures gevonden");
    expect(en("vacancy-search:list.total", { count: 12345 })).toBe("12,345 vacancies found");
    expect(nl("vacancy-search:list.total", { count: 1 })).toBe("1 vacature gevonden");
    // Not only counts: a capacity and a length limit too.
    expect(nl("activities:facts.placesLeft", { count: 12, capacity: 1500 })).toBe("Nog 12 van 1.500 plaatsen vrij");
    expect(en("activities:facts.placesLeft", { count: 12, capacity: 1500 })).toBe("12 of 1,500 places left");
    expect(nl("conversations:errors.bodyTooLong", { max: 5000 })).toBe("Een bericht is hoogstens 5.000 tekens lang.");
  });
});
