// What a worker's bundle is made of: its bytes attributed to the package (or the app) each came
// from, through the bundle's source map. The map's `sourcesContent` would overstate a package
// whose code was mostly tree-shaken away, so this reads the mappings: every generated column is
// counted for the source it maps to. Used by scripts/bench-cold-start.mjs; alone:
// node scripts/bundle-composition.mjs dist-web/server.js [--top 15]
import { readFileSync } from "node:fs";
import { option } from "./lib.mjs";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One source-map segment's fields (base64 VLQ), relative to the segment before it. */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** A source's package name (`@scope/name` or `name`), or `app` for the project's own code. */
function packageOf(source) {
  const at = source.lastIndexOf("node_modules/");
  if (at < 0) return "app";
  const parts = source.slice(at + "node_modules/".length).split("/");
  return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Bytes of the bundle per package, largest first, and the bundle's size. */
export function bundleComposition(file) {
  const code = readFileSync(file, "utf8");
  const { sources, mappings } = JSON.parse(readFileSync(`${file}.map`, "utf8"));
  const lines = code.split("\n");
  const bytes = new Map();
  let source = 0;
  mappings.split(";").forEach((line, index) => {
    if (!line) return;
    const segments = line.split(",").map(decodeSegment);
    let column = 0;
    segments.forEach((fields, i) => {
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      const end = i + 1 < segments.length ? column + segments[i + 1][0] : lines[index].length;
      const name = packageOf(sources[source] ?? "");
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return { total: code.length, packages: [...bytes].sort((a, b) => b[1] - a[1]) };
}

/**
 * Where a place in the bundle came from: (line, column), both from 0 as V8's profiles give them,
 * to the original source file and line (from 1), or null where the map says nothing.
 */
export function sourceLookup(mapFile) {
  const { sources, mappings } = JSON.parse(readFileSync(mapFile, "utf8"));
  let source = 0;
  let sourceLine = 0;
  const lines = mappings.split(";").map((line) => {
    let column = 0;
    return line
      ? line.split(",").map((segment) => {
          const fields = decodeSegment(segment);
          column += fields[0];
          if (fields.length > 1) {
            source += fields[1];
            sourceLine += fields[2];
          }
          return [column, fields.length > 1 ? source : -1, sourceLine];
        })
      : [];
  });
  return (line, column) => {
    const segments = lines[line] ?? [];
    let found;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    if (!found || found[1] < 0) return null;
    return { source: sources[found[1]].replace(/^(\.\.\/)+/, ""), line: found[2] + 1 };
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, packages } = bundleComposition(process.argv[2]);
  console.log(`${process.argv[2]}: ${(total / 1024).toFixed(0)} KB`);
  for (const [name, size] of packages.slice(0, Number(option("top", "15")))) console.log(`${(size / 1024).toFixed(0).padStart(6)} KB  ${name}`);
}
