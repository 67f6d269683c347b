import { describe, expect, it } from "vitest";
import type { PageVersions } from "../api/page-versions";
import { VERSION_TTL_SECONDS, keepSeconds, keepVersion, keptPageVersions, keptVersion, tenantOrigins, versionKey } from "./version";

// The Cache API's part the kept version uses, in memory (Node has no caches.default): entries
// keyed by URL, each with the max-age it was put with.
function memoryCache() {
  const entries = new Map<string, { body: string; maxAge: number }>();
  const cache = {
    match: async (key: string) => {
      const entry = entries.get(key);
      return entry ? new Response(entry.body) : undefined;
    },
    put: async (key: string, response: Response) => {
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1]);
      entries.set(key, { body: await response.text(), maxAge });
    },
    delete: async (key: string) => entries.delete(key),
  };
  return { cache: cache as unknown as Cache, entries };
}

const NOW = Date.parse("2026-11-27T15:00:00.000Z");
const ORIGIN = "https://www.vrijwilligersoldebroek.example";
const versions = (counter: number, freshUntil: string | null = "2026-11-28T00:00:00.000Z"): PageVersions => ({
  center: "2:1",
  content: `${counter}|2026-11-27|-`,
  counter,
  freshUntil,
});

describe("keepSeconds", () => {
  it("keeps the version the TTL, never past the moment its clock part changes", () => {
    expect(keepSeconds("2026-11-28T00:00:00.000Z", NOW)).toBe(VERSION_TTL_SECONDS);
    expect(keepSeconds("2026-11-27T15:00:04.500Z", NOW)).toBe(4);
  });

  it("keeps nothing when the moment is (almost) here or the backend does not say", () => {
    expect(keepSeconds("2026-11-27T15:00:00.900Z", NOW)).toBe(0);
    expect(keepSeconds("2026-11-27T14:00:00.000Z", NOW)).toBe(0);
    expect(keepSeconds(null, NOW)).toBe(0);
    expect(keepSeconds("not a moment", NOW)).toBe(0);
  });
});

describe("keepVersion", () => {
  it("keeps the content version per origin and tenant, for as long as keepSeconds says", async () => {
    const { cache, entries } = memoryCache();
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(7), "2", NOW);
    expect(await keptVersion(cache, ORIGIN, "oldebroek")).toBe("7|2026-11-27|-");
    expect(await keptVersion(cache, ORIGIN, "demo")).toBeNull();
    expect(entries.get(versionKey(ORIGIN, "oldebroek"))?.maxAge).toBe(VERSION_TTL_SECONDS);
  });

  it("never puts an older version over a newer one (a read from before another request's write)", async () => {
    const { cache } = memoryCache();
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(8), "2", NOW);
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(7), "2", NOW);
    expect(await keptVersion(cache, ORIGIN, "oldebroek")).toBe("8|2026-11-27|-");
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(9), "2", NOW);
    expect(await keptVersion(cache, ORIGIN, "oldebroek")).toBe("9|2026-11-27|-");
  });

  it("removes the kept version when the new one may not be kept, so no older one outlives a write", async () => {
    const { cache } = memoryCache();
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(7), "2", NOW);
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(8, null), "2", NOW);
    expect(await keptVersion(cache, ORIGIN, "oldebroek")).toBeNull();
  });
});

describe("keptPageVersions", () => {
  it("answers the page versions without the api, from one entry, for each centre whose version is kept", async () => {
    const { cache, entries } = memoryCache();
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "2")).toBeNull();
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(7), "2", NOW);
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "2")).toEqual(versions(7));
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "7"), "another centre of the tenant").toBeNull();
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", null), "the tenant's default centre").toBeNull();
    await keepVersion(cache, [ORIGIN], "oldebroek", { ...versions(7), center: "7:3" }, "7", NOW);
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "7")).toEqual({ ...versions(7), center: "7:3" });
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "2"), "the same content version keeps the centres beside it").toEqual(versions(7));
    expect(entries.size).toBe(1);
  });

  it("leaves the centre versions kept before a write behind: the write's content version has only the writer's", async () => {
    const { cache } = memoryCache();
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(7), "2", NOW);
    await keepVersion(cache, [ORIGIN], "oldebroek", { ...versions(8), center: "7:4" }, "7", NOW);
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "2")).toBeNull();
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "7")).toEqual({ ...versions(8), center: "7:4" });
  });

  it("never adds a centre read under an older version to a newer one", async () => {
    const { cache } = memoryCache();
    await keepVersion(cache, [ORIGIN], "oldebroek", versions(8), "2", NOW);
    await keepVersion(cache, [ORIGIN], "oldebroek", { ...versions(7), center: "7:3" }, "7", NOW);
    expect(await keptPageVersions(cache, ORIGIN, "oldebroek", "7")).toBeNull();
  });
});

describe("tenantOrigins", () => {
  it("is the request's origin and every host of the same tenant, with the request's scheme and port", () => {
    const hosts = { "oldebroek.localhost": "oldebroek", "hattem.localhost": "oldebroek", "demo.localhost": "demo" };
    expect(tenantOrigins(new URL("http://oldebroek.localhost:9100/vacancies/1/edit"), "oldebroek", hosts)).toEqual([
      "http://oldebroek.localhost:9100",
      "http://hattem.localhost:9100",
    ]);
    expect(tenantOrigins(new URL("https://www.vrijwilligersoldebroek.example/"), "oldebroek", {})).toEqual([ORIGIN]);
  });
});
