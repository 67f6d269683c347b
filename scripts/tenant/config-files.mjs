// The web worker's wrangler.toml and the api worker's api/wrangler.toml, changed line by line so
// their comments and order stay as the operators wrote them. Every change is checked by parsing
// the result (smol-toml) and reading the changed value back before anything is written.
import { readFile, writeFile } from "node:fs/promises";
import { parse } from "smol-toml";
import { OperatorError } from "./errors.mjs";

/** The files the commands change: the workers' own, or copies (--web-config, --api-config). */
export const CONFIG_PATHS = { web: "wrangler.toml", api: "api/wrangler.toml" };

/** A TOML value written inline (strings, numbers, booleans, arrays and tables). */
export function inline(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  return `{ ${entries.map(([k, v]) => `${key(k)} = ${inline(v)}`).join(", ")} }`;
}
const key = (k) => (/^[A-Za-z0-9_-]+$/.test(k) ? k : JSON.stringify(k));

const headerOf = (line) => line.match(/^\s*\[+\s*([^\]]+?)\s*\]+\s*(#.*)?$/)?.[1];
const keyOf = (line) => line.match(/^\s*("(?:[^"\\]|\\.)*"|[A-Za-z0-9_-]+)\s*=/)?.[1]?.replace(/^"|"$/g, "");

/** The lines of one table, from its header to the next header: [start, end) of `lines`. */
function section(lines, name) {
  const start = lines.findIndex((line) => headerOf(line) === name);
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && headerOf(lines[end]) === undefined) end += 1;
  // Trailing blank and comment lines belong to what follows.
  while (end > start + 1 && /^\s*(#.*)?$/.test(lines[end - 1])) end -= 1;
  return [start, end];
}

/** The value at `path` of a parsed TOML document. */
const at = (doc, path) => path.reduce((value, part) => (value === undefined || value === null ? undefined : value[part]), doc);

/**
 * An editable TOML file: `setEntry` and `deleteEntry` change one entry of a map var (TENANTS,
 * HOST_TENANTS …) of `[vars]` or `[env.<name>.vars]`, whether the map is written as its own table
 * or inline; `setVar` one plain var; `appendBlock` a new environment.
 */
export async function openToml(path) {
  let text = await readFile(path, "utf8");
  const changed = [];
  const varsTable = (env) => (env ? `env.${env}.vars` : "vars");
  const file = {
    path,
    get text() {
      return text;
    },
    changed,
    has: (env) => (env ? at(parse(text), ["env", env]) !== undefined : true),
    value: (env, name) => at(parse(text), env ? ["env", env, "vars", name] : ["vars", name]),
    setEntry(env, name, entry, value) {
      const lines = text.split("\n");
      const own = section(lines, `${varsTable(env)}.${name}`);
      if (own) {
        const [start, end] = own;
        const index = lines.slice(start + 1, end).findIndex((line) => keyOf(line) === entry);
        const line = `${key(entry)} = ${inline(value)}`;
        if (index >= 0) lines[start + 1 + index] = line;
        else lines.splice(end, 0, line);
      } else {
        const vars = section(lines, varsTable(env));
        if (!vars) throw new OperatorError(`${path} has no [${varsTable(env)}] table`);
        const current = { ...(file.value(env, name) ?? {}) };
        current[entry] = value;
        const index = lines.slice(vars[0] + 1, vars[1]).findIndex((line) => keyOf(line) === name);
        const line = `${name} = ${inline(current)}`;
        if (index >= 0) lines[vars[0] + 1 + index] = line;
        else lines.splice(vars[1], 0, line);
      }
      commit(lines.join("\n"), () => JSON.stringify(at(parse(text), [...varsPath(env), name, entry])) === JSON.stringify(value), `${name}.${entry}`);
    },
    deleteEntry(env, name, entry) {
      const lines = text.split("\n");
      const own = section(lines, `${varsTable(env)}.${name}`);
      if (own) {
        const index = lines.slice(own[0] + 1, own[1]).findIndex((line) => keyOf(line) === entry);
        if (index >= 0) lines.splice(own[0] + 1 + index, 1);
      } else {
        const current = file.value(env, name);
        if (!current || !(entry in current)) return;
        const vars = section(lines, varsTable(env));
        if (!vars) return;
        const rest = { ...current };
        delete rest[entry];
        const index = lines.slice(vars[0] + 1, vars[1]).findIndex((line) => keyOf(line) === name);
        lines[vars[0] + 1 + index] = `${name} = ${inline(rest)}`;
      }
      commit(lines.join("\n"), () => at(parse(text), [...varsPath(env), name, entry]) === undefined, `${name}.${entry}`);
    },
    setVar(env, name, value) {
      const lines = text.split("\n");
      const vars = section(lines, varsTable(env));
      if (!vars) throw new OperatorError(`${path} has no [${varsTable(env)}] table`);
      const index = lines.slice(vars[0] + 1, vars[1]).findIndex((line) => keyOf(line) === name);
      const line = `${name} = ${inline(value)}`;
      if (index >= 0) lines[vars[0] + 1 + index] = line;
      else lines.splice(vars[1], 0, line);
      commit(lines.join("\n"), () => JSON.stringify(at(parse(text), [...varsPath(env), name])) === JSON.stringify(value), name);
    },
    appendBlock(block) {
      commit(`${text.trimEnd()}\n\n${block.trim()}\n`, () => true, "a new environment");
    },
    /** Removes `[env.<name>]` and every table under it. */
    removeEnvironment(env) {
      const lines = text.split("\n");
      const keep = [];
      let inside = false;
      for (const line of lines) {
        const header = headerOf(line);
        if (header !== undefined) inside = header === `env.${env}` || header.startsWith(`env.${env}.`);
        if (!inside) keep.push(line);
      }
      commit(keep.join("\n").replace(/\n{3,}/g, "\n\n"), () => at(parse(text), ["env", env]) === undefined, `[env.${env}]`);
    },
    async save() {
      if (changed.length > 0) await writeFile(path, text);
    },
  };
  const varsPath = (env) => (env ? ["env", env, "vars"] : ["vars"]);
  function commit(next, check, what) {
    const before = text;
    text = next;
    try {
      parse(text);
      if (!check()) throw new Error("the value did not read back");
    } catch (error) {
      text = before;
      throw new OperatorError(`could not write ${what} into ${path}: ${error.message}`);
    }
    changed.push(what);
  }
  return file;
}
