// Every cache a worker keeps in its isolate has a size limit and an eviction rule (issue 50: the
// soak's memory grew all hour). A module-level Map or Set that the code fills, or a Map or Set
// stored per key of a module-level WeakMap, is such a cache: it must be an IsolateCache
// (contract/isolate-cache.ts). WeakMaps themselves live as long as their keys (a request, an env).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IsolateCache, perRequestMemo } from "../contract/isolate-cache";

const ROOTS = ["app", "api/src", "contract", "server.ts", "load-context.ts"];
const HELPER = "contract/isolate-cache.ts";

function sources(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (statSync(child).isDirectory()) return sources(child);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [child] : [];
  });
}

/** The unbounded caches of one file's text: `name: why`. */
export function unboundedCaches(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:export )?(?:const|let) (\w+)(?:\s*:[^=]+)?\s*=\s*new (Map|Set)\b/gm)) {
    const [, name, kind] = match;
    // A set of subscribers that remove themselves is no cache: its comment says so.
    if (/\/\/ Not a cache\b[^\n]*\n$/.test(text.slice(0, match.index))) continue;
    const filled = new RegExp(`\\b${name}\\.(set|add)\\(`).test(text);
    if (filled) found.push(`${name}: a module-level ${kind} the code fills`);
  }
  for (const match of text.matchAll(/^(?:const|let) (\w+)(?:\s*:[^=]+)?\s*=\s*new WeakMap\b/gm)) {
    const [, name] = match;
    if (new RegExp(`\\b${name}\\.set\\([^;]*new (Map|Set)\\b`).test(text)) found.push(`${name}: a Map or Set per key of a module-level WeakMap`);
  }
  return found;
}

describe("isolate caches", () => {
  it("every cache kept in a worker's isolate is bounded (an IsolateCache)", () => {
    const offenders = ROOTS.flatMap(sources)
      .filter((file) => file !== HELPER)
      .flatMap((file) => unboundedCaches(readFileSync(file, "utf8")).map((what) => `${file}: ${what}`));
    expect(offenders).toEqual([]);
  });

  it("finds the unbounded caches it is there to find", () => {
    const samples = [
      "const seen = new Map<string, number>();\nexport function f(k: string) { seen.set(k, 1); }",
      "let ids = new Set();\nids.add(1);",
      "const known = new WeakMap<object, Map<string, number>>();\nfunction g(o: object) { known.set(o, new Map()); }",
    ];
    for (const sample of samples) expect(unboundedCaches(sample)).toHaveLength(1);
    // A constant table is no cache; nor is an IsolateCache, nor what its comment says is none.
    expect(unboundedCaches("// Not a cache: the mounted listeners.\nconst listeners = new Set();\nlisteners.add(f);")).toEqual([]);
    expect(unboundedCaches('const PRESETS = new Set(["a", "b"]);\nPRESETS.has("a");')).toEqual([]);
    expect(unboundedCaches("const kept = new IsolateCache<string>({ max: 5 });\nkept.set('a', 'b');")).toEqual([]);
  });
});

describe("IsolateCache", () => {
  it("drops the least recently used entry past its limit", () => {
    const cache = new IsolateCache<number>({ max: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now the most recent
    cache.set("c", 3);
    expect(cache.keys()).toEqual(["a", "c"]);
    expect(cache.size).toBe(2);
  });

  it("forgets an entry past its time to live or of another version", () => {
    const cache = new IsolateCache<string>({ max: 10, ttlMs: 1000 });
    cache.set("k", "v", { now: 0, version: "1" });
    expect(cache.get("k", { now: 999, version: "1" })).toBe("v");
    expect(cache.get("k", { now: 999, version: "2" })).toBeUndefined();
    cache.set("k", "v", { now: 0 });
    expect(cache.get("k", { now: 1000 })).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps a made value once, and never a promise that failed", async () => {
    const cache = new IsolateCache<Promise<number>>({ max: 10 });
    let made = 0;
    const failing = cache.getOrSet("x", () => (made++, Promise.reject(new Error("no"))));
    await expect(failing).rejects.toThrow("no");
    expect(cache.get("x")).toBeUndefined();
    await cache.getOrSet("x", () => (made++, Promise.resolve(1)));
    await cache.getOrSet("x", () => (made++, Promise.resolve(2)));
    expect(made).toBe(2);
    expect(() => new IsolateCache({ max: 0 })).toThrow(/size limit/);
  });

  it("answers once per request with perRequestMemo", () => {
    const memo = perRequestMemo<object, number>();
    const request = {};
    let calls = 0;
    expect(memo(request, () => ++calls)).toBe(1);
    expect(memo(request, () => ++calls)).toBe(1);
    memo.forget(request);
    expect(memo(request, () => ++calls)).toBe(2);
  });
});
