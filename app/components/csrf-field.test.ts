import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A post form without the token still works in every browser (they send Origin), but is refused
// for a signed-in visitor whose browser sends none of Origin, Referer and Sec-Fetch-Site
// (docs/security.md, "Cross-site posts"). So every post form carries CsrfField.
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [join(dir, entry.name)] : [],
  );

describe("post forms", () => {
  it("each carries the CSRF field", () => {
    const forms = files("app").flatMap((file) => {
      const lines = readFileSync(file, "utf8").split("\n");
      return lines.flatMap((line, i) => (/<Form\b[^>]*method="post"/i.test(line) ? [{ file, line: i + 1, next: lines[i + 1] ?? "" }] : []));
    });
    expect(forms.length).toBeGreaterThan(30);
    const missing = forms.filter(({ next }) => !next.includes("<CsrfField />")).map(({ file, line }) => `${file}:${line}`);
    expect(missing).toEqual([]);
  });
});
