import { describe, expect, it } from "vitest";
import { entryPath, idOfSlug, slugify } from "./slug";

describe("readable addresses", () => {
  it("makes a name readable in an address", () => {
    expect(slugify("Koffie schenken in 't Café!")).toBe("koffie-schenken-in-t-cafe");
    expect(slugify("  Voedselbank  Hattem/Heerde ")).toBe("voedselbank-hattem-heerde");
    expect(slugify("日本")).toBe("");
    expect(slugify("a".repeat(59) + " bcd").length).toBeLessThanOrEqual(60);
    expect(slugify("a".repeat(59) + " bcd")).not.toMatch(/-$/);
  });

  it("puts the slug after the id, or only the id when the name has no letters to show", () => {
    expect(entryPath("/vacancies", "12", "Koffie schenken")).toBe("/vacancies/12-koffie-schenken");
    expect(entryPath("/sociale-kaart", "3", "!!!")).toBe("/sociale-kaart/3");
    expect(entryPath("/sociale-kaart", "3", null)).toBe("/sociale-kaart/3");
  });

  it("reads the id of the old and the new address and refuses anything else", () => {
    expect(idOfSlug("12")).toBe("12");
    expect(idOfSlug("12-koffie-schenken")).toBe("12");
    expect(idOfSlug("12-old-name")).toBe("12");
    for (const bad of ["0", "012-x", "x-12", "12x", "12-<script>", "", "12-koffie schenken", "1234567890123456"]) expect(idOfSlug(bad)).toBeNull();
  });
});
