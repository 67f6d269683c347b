// The pages of the finished product, as the sweep table lists them (tests/sweep/routes.ts, which a
// unit test holds equal to the build's routes): the soak and Lighthouse measure exactly these, so
// a new page joins their mix when it joins the table. Read as text, because the table is
// TypeScript and these scripts run without a compile step; every row is one line.
import { readFile } from "node:fs/promises";

/** The sweep's actors: name → e-mail address of the demo account (null: anonymous). */
async function actors(table) {
  const block = /export const ACTORS = \{([\s\S]*?)\}/.exec(table)?.[1] ?? "";
  return Object.fromEntries([...block.matchAll(/(\w+): "([^"]+)"/g)].map((match) => [match[1], match[2]]));
}

/**
 * Every page that answers 200: `{ url, email, public }`, email null for a signed-out visit.
 * Diagnostics (`routes/test.*`) and the development pages (`/dev…`) are left out: they are
 * tools, not the product's pages.
 */
export async function sweepPages() {
  const table = await readFile(new URL("../tests/sweep/routes.ts", import.meta.url), "utf8");
  const emails = await actors(table);
  return table
    .split("\n")
    .filter(
      (line) =>
        /^\s*\{ id: "/.test(line) &&
        /urls: \[/.test(line) &&
        !/status: \d/.test(line) &&
        !/id: "routes\/(test|dev)[._]/.test(line) &&
        !/id: "routes\/dev"/.test(line),
    )
    .flatMap((row) => {
      const actor = /actor: "(\w+)"/.exec(row)?.[1];
      const email = actor ? (emails[actor] ?? null) : null;
      const urls = [...(/urls: \[([^\]]*)\]/.exec(row)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1]);
      return urls.map((url) => ({ url, email, public: /public: true/.test(row) }));
    });
}
