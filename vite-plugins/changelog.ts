import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const ID = "virtual:changelog";
const RESOLVED = `\0${ID}`;

export interface ChangelogDay {
  date: string;
  items: string[];
}

/**
 * CHANGELOG.md as data, made when the site is built (docs/changelog.md): `## YYYY-MM-DD` starts
 * a day, `- ` an item. The worker never reads the file; a line in any other form fails the build,
 * so a mistyped entry is not silently dropped.
 */
export function parseChangelog(text: string): ChangelogDay[] {
  const days: ChangelogDay[] = [];
  let inDays = false;
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trimEnd();
    const day = /^## (\d{4}-\d{2}-\d{2})$/.exec(line);
    if (day) {
      days.push({ date: day[1], items: [] });
      inDays = true;
    } else if (inDays && line.startsWith("- ")) days[days.length - 1].items.push(line.slice(2).trim());
    else if (inDays && line !== "") throw new Error(`CHANGELOG.md:${index + 1}: neither "## YYYY-MM-DD" nor "- item": ${line}`);
  }
  return days;
}

/** `import changelog from "virtual:changelog"`: the days of CHANGELOG.md, parsed at build time. */
export function changelog(path = "CHANGELOG.md"): Plugin {
  return {
    name: "inzet:changelog",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(path);
      return `export default ${JSON.stringify(parseChangelog(readFileSync(path, "utf8")))};`;
    },
  };
}
