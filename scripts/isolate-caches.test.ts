// Every cache a worker keeps in its isolate has a size limit and an eviction rule (issue 50: the
// soak's memory grew all hour). A module-level Map, Set, object or array that the code fills is
// such a cache: it must be an IsolateCache (contract/isolate-cache.ts), or be on NOT_CACHES with
// its reason. What lives per request or per env object goes through perRequestMemo, a cache per
// D1 binding through isolateCachesPer: no module-level WeakMap is made by hand.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IsolateCache, isolateCachesPer, perRequestMemo } from "../contract/isolate-cache";

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

/**
 * What is kept at module level and filled, yet is no cache, each with its reason: nothing else may
 * be (`file: name`).
 */
const NOT_CACHES: Record<string, string> = {
  "app/components/loading-bar.tsx: listeners": "the mounted subscribers, each removed again when it unmounts (browser only)",
};

/** The unbounded caches of one file's text: `name: why`. */
export function unboundedCaches(text: string): string[] {
  const found: string[] = [];
  const filled = (name: string, how: string) => new RegExp(`\\b${name}${how}`).test(text);
  for (const [, name, kind] of text.matchAll(/^(?:export )?(?:const|let) (\w+)(?:\s*:[^=]+)?\s*=\s*new (Map|Set)\b/gm)) {
    if (filled(name, "\\.(set|add)\\(")) found.push(`${name}: a module-level ${kind} the code fills`);
  }
  // A WeakMap lives as long as its keys, but it is perRequestMemo's (or isolateCachesPer's) to
  // hold them: one made by hand is how a Map per key (an unbounded cache per env) crept in.
  for (const [, name] of text.matchAll(/^(?:export )?(?:const|let) (\w+)(?:\s*:[^=]+)?\s*=\s*new WeakMap\b/gm)) found.push(`${name}: a module-level WeakMap`);
  // A plain object or array filled by key or pushed to is a Map by another name.
  for (const [, name, kind] of text.matchAll(/^(?:export )?(?:const|let) (\w+)(?:\s*:[^=]+)?\s*=\s*(\{\}|\[\])/gm)) {
    if (filled(name, kind === "[]" ? "\\.(push|unshift)\\(" : "\\[[^\\]]+\\]\\s*(=[^=]|\\?\\?=)"))
      found.push(`${name}: a module-level ${kind === "[]" ? "array" : "object"} the code fills`);
  }
  return found;
}

describe("isolate caches", () => {
  it("every cache kept in a worker's isolate is bounded (an IsolateCache)", () => {
    const offenders = ROOTS.flatMap(sources)
      .filter((file) => file !== HELPER)
      .flatMap((file) => unboundedCaches(readFileSync(file, "utf8")).map((what) => `${file}: ${what.split(":")[0]}`))
      .filter((where) => !(where in NOT_CACHES));
    expect(offenders).toEqual([]);
  });

  it("allows only what is still there: a name on the list that is gone comes off it", () => {
    for (const where of Object.keys(NOT_CACHES)) {
      const [file, name] = where.split(": ");
      expect(unboundedCaches(readFileSync(file, "utf8")).map((what) => what.split(":")[0])).toContain(name);
    }
  });

  it("finds the unbounded caches it is there to find", () => {
    const samples = [
      "const seen = new Map<string, number>();\nexport function f(k: string) { seen.set(k, 1); }",
      "let ids = new Set();\nids.add(1);",
      "const known = new WeakMap<object, Map<string, number>>();\nfunction g(o: object) { known.set(o, new Map()); }",
      "const byKey: Record<string, number> = {};\nfunction h(k: string) { byKey[k] = 1; }",
      "const byKey: Record<string, number[]> = {};\nfunction h(k: string) { byKey[k] ??= []; }",
      "const log: string[] = [];\nexport const note = (s: string) => log.push(s);",
    ];
    for (const sample of samples) expect(unboundedCaches(sample)).toHaveLength(1);
    // A constant table is no cache; nor is an IsolateCache or a memo, nor an object only read.
    expect(unboundedCaches('const PRESETS = new Set(["a", "b"]);\nPRESETS.has("a");')).toEqual([]);
    expect(unboundedCaches("const kept = new IsolateCache<string>({ max: 5 });\nkept.set('a', 'b');")).toEqual([]);
    expect(unboundedCaches("const once = perRequestMemo<object, number>();\nonce.set(env, 1);")).toEqual([]);
    expect(unboundedCaches("const NONE: string[] = [];\nif (x[k] === NONE) y();")).toEqual([]);
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

describe("isolateCachesPer", () => {
  it("keeps one bounded cache per owner, never shared between owners", () => {
    const cachesOf = isolateCachesPer<number>({ max: 1 });
    const one = {};
    const other = {};
    cachesOf(one).set("a", 1);
    cachesOf(one).set("b", 2);
    expect(cachesOf(one).keys()).toEqual(["b"]);
    expect(cachesOf(other).get("b")).toBeUndefined();
    expect(cachesOf(one)).toBe(cachesOf(one));
  });
});
