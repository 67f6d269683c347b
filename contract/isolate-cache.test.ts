import { describe, expect, it } from "vitest";
import { IsolateCache } from "./isolate-cache";

describe("IsolateCache", () => {
  it("evicts the least recently used entry once full, counting reads", () => {
    const cache = new IsolateCache<number>({ max: 3 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1); // a is now the most recently used
    cache.set("d", 4);
    expect(cache.keys()).toEqual(["c", "a", "d"]);
    expect(cache.get("b")).toBeUndefined();
  });

  it("below half full keeps the order things were kept in (a read costs no move), and holds its limit", () => {
    const cache = new IsolateCache<number>({ max: 8 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1);
    expect(cache.keys()).toEqual(["a", "b", "c"]);
    cache.set("d", 4);
    expect(cache.get("a")).toBe(1); // half full: the read moves it last
    expect(cache.keys()).toEqual(["b", "c", "d", "a"]);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(8);
  });

  it("drops an expired entry and one kept at another version", () => {
    const cache = new IsolateCache<string>({ max: 4, ttlMs: 1000 });
    cache.set("x", "kept", { now: 0, version: "1" });
    expect(cache.get("x", { now: 999, version: "1" })).toBe("kept");
    expect(cache.get("x", { now: 999, version: "2" })).toBeUndefined();
    cache.set("y", "kept", { now: 0 });
    expect(cache.get("y", { now: 1000 })).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
