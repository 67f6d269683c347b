import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// No internet on these machines: keep wrangler from phoning home.
export const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/**
 * Runs a command, streaming its output (or, with `collect: []`, gathering stdout and stderr into
 * that array); rejects with the command line when it fails.
 */
export function run(command, args, { collect, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const stdio = collect ? ["ignore", "pipe", "pipe"] : options.quiet ? ["ignore", "ignore", "inherit"] : "inherit";
    const child = spawn(command, args, { stdio, env, ...options });
    if (collect) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => collect.push(String(chunk)));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

// `--help` for every script run with node that reads its options here: its opening comment, which
// says what it does and how to call it (its "Usage:" line), unless the script answers it itself.
if (process.argv.includes("--help") && process.argv[1]?.endsWith(".mjs")) {
  const script = readFileSync(process.argv[1], "utf8");
  if (!script.includes('"--help"') && !script.includes("help: {")) {
    const opening = script.split("\n").filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith("//")));
    console.log(opening.map((line) => line.replace(/^\/\/ ?/, "")).join("\n"));
    process.exit(0);
  }
}

/** `--name value` and `--flag` from process.argv. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = process.argv[index + 1];
  return value === undefined || value.startsWith("--") ? true : value;
}

/** A tool installed by npm, called directly: faster than npx and without npm's warnings. */
export const bin = (name) => join("node_modules", ".bin", name);

/** `rootPid` and every process under it, read from /proc (the benchmarks' and the soak's servers). */
export function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}
