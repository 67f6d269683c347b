#!/usr/bin/env node
// Renders api/test/authorization-matrix.ts into docs/authorization.md, between the markers
// below (the prose around them is written by hand). `--check` changes nothing and exits 1 when
// the doc is out of date; scripts/authorization-table.test.ts runs the same comparison.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";

export const START = "<!-- authorization-matrix:start (node scripts/authorization-table.mjs) -->";
export const END = "<!-- authorization-matrix:end -->";

const root = new URL("..", import.meta.url);
const DOC = new URL("docs/authorization.md", root);
const MATRIX = new URL("api/test/authorization-matrix.ts", root);

const code = (text) => `\`${text}\``;

/** The generated part: a legend of actors and one table row per matrix row. */
export function renderMatrix({ ACTORS, ACTOR_LABELS, AUTHORIZATION_MATRIX }) {
  const legend = ACTORS.map((actor) => `- ${code(actor)}: ${ACTOR_LABELS[actor]}`);
  const header = ["method", "path", "what", ...ACTORS.map(code)];
  const lines = [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`];
  for (const row of AUTHORIZATION_MATRIX) {
    const extras = [
      row.headers &&
        Object.entries(row.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join(", "),
      row.vars &&
        Object.entries(row.vars)
          .map(([name, value]) => `${name}=${value}`)
          .join(", "),
    ].filter(Boolean);
    const what = [row.what, ...extras.map((e) => `(${code(e)})`)].join(" ");
    const cells = ACTORS.map((actor) => (row.unchangedFor?.includes(actor) ? `${row.expected[actor]}†` : String(row.expected[actor])));
    lines.push(`| ${[row.method, code(row.path).replaceAll("|", "\\|"), what, ...cells].join(" | ")} |`);
  }
  return [
    START,
    "",
    `${AUTHORIZATION_MATRIX.length} rows × ${ACTORS.length} actors = ${AUTHORIZATION_MATRIX.length * ACTORS.length} cells.`,
    "",
    ...legend,
    "",
    ...lines,
    "",
    "† a success that must change nothing (the same answer whether or not anything happened).",
    "",
    END,
  ].join("\n");
}

/** The doc with its generated part replaced by `section`. */
export function spliceDoc(doc, section) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/authorization.md lacks the markers ${START} … ${END}`);
  return doc.slice(0, start) + section + doc.slice(end + END.length);
}

/** Loads the TypeScript matrix in Node by bundling it with esbuild (a dependency of vite). */
async function loadMatrix() {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [fileURLToPath(MATRIX)],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
  });
  const source = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
}

async function main() {
  const check = process.argv.includes("--check");
  const doc = await readFile(DOC, "utf8");
  const next = spliceDoc(doc, renderMatrix(await loadMatrix()));
  if (next === doc) {
    console.log("docs/authorization.md is up to date.");
    return;
  }
  if (check) {
    console.error("docs/authorization.md is out of date: run node scripts/authorization-table.mjs");
    process.exit(1);
  }
  await writeFile(DOC, next);
  console.log("docs/authorization.md written.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
