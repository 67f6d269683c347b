import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "./api/client.fixture";
import { forgetCurrentCenter, loadCurrentCenter } from "./current-center";

/**
 * A context whose API answers the current centre (named after its id, and after the saved
 * settings in `saved`) and its settings version, and counts the calls.
 */
function contextFor(volunteerCenterId: string, status = 200, saved = { version: 1, name: "" }) {
  const { calls, events, page } = fakeApi("cache-test", volunteerCenterId, (_method, path) => ({
    status,
    body:
      status !== 200
        ? { errors: [{ status: String(status), title: "Not Found" }] }
        : path.endsWith("/version")
          ? { meta: { volunteer_center_id: volunteerCenterId, version: saved.version, content_version: { version: 0, timed: "-" } } }
          : { data: { type: "volunteer_centers", id: volunteerCenterId, attributes: { name: `Centrum ${volunteerCenterId}${saved.name}` } } },
  }));
  // `context` is one request, `page()` each time another: a request asks the versions once (api/page-versions.ts).
  return { context: page(), page, calls, events };
}

describe("loadCurrentCenter", () => {
  it("with nothing kept, reads the centre beside its version, and keeps it as long as the edge keeps a version", async () => {
    const { page, calls, events } = contextFor("41");
    const full = () => calls.filter((path) => path.endsWith("/current"));
    expect((await loadCurrentCenter(page(), 1_000)).name).toBe("Centrum 41");
    // Both calls were under way before either answered: one round trip to wait for, not two in a row.
    expect(events.slice(0, 2).sort()).toEqual(["ask /api/v1/volunteer_centers/current", "ask /api/v1/volunteer_centers/current/version"]);
    expect((await loadCurrentCenter(page(), 10_000)).name).toBe("Centrum 41");
    expect(full()).toHaveLength(1);
    expect(calls.filter((path) => path.endsWith("/current/version"))).toHaveLength(2);
    await loadCurrentCenter(page(), 11_001);
    expect(full()).toHaveLength(2);
  });

  it("keeps a centre read after its version a minute; other pages ask only the version", async () => {
    const saved = { version: 1, name: "" };
    const { page, calls } = contextFor("40", 200, saved);
    const full = () => calls.filter((path) => path.endsWith("/current"));
    await loadCurrentCenter(page(), 1_000);
    saved.version = 2;
    await loadCurrentCenter(page(), 2_000);
    expect((await loadCurrentCenter(page(), 61_000)).name).toBe("Centrum 40");
    expect(full()).toHaveLength(2);
    await loadCurrentCenter(page(), 62_001);
    expect(full()).toHaveLength(3);
  });

  it("a save in one isolate shows on the next page of another: the version, not the minute", async () => {
    // Two isolates: two instances of this module, each with its own kept centres, one api.
    const saved = { version: 1, name: "" };
    vi.resetModules();
    const first = await import("./current-center");
    vi.resetModules();
    const second = await import("./current-center");
    expect(first.loadCurrentCenter).not.toBe(second.loadCurrentCenter);
    const a = contextFor("45", 200, saved);
    const b = contextFor("45", 200, saved);
    expect((await first.loadCurrentCenter(a.page(), 1_000)).name).toBe("Centrum 45");
    expect((await second.loadCurrentCenter(b.page(), 1_000)).name).toBe("Centrum 45");
    // The first isolate saves: the api's version goes up (as PATCH …/profile does in D1).
    Object.assign(saved, { version: 2, name: " (nieuw)" });
    first.forgetCurrentCenter(a.page());
    expect((await first.loadCurrentCenter(a.page(), 2_000)).name).toBe("Centrum 45 (nieuw)");
    // Well within the second isolate's minute, its next page has the change too.
    expect((await second.loadCurrentCenter(b.page(), 2_000)).name).toBe("Centrum 45 (nieuw)");
    // And keeps it without reading the whole centre again.
    await second.loadCurrentCenter(b.page(), 3_000);
    expect(b.calls.filter((path) => path.endsWith("/current"))).toHaveLength(2);
  });

  it("asks the version once per request, however many loaders ask for the centre", async () => {
    const { context, calls } = contextFor("46");
    await Promise.all([loadCurrentCenter(context, 1_000), loadCurrentCenter(context, 1_000)]);
    await loadCurrentCenter(context, 1_000);
    expect(calls.filter((path) => path.endsWith("/current/version"))).toHaveLength(1);
  });

  it("reads the whole centre once when a request's loaders ask for it at the same time", async () => {
    // The home page: the root loader, the page's loader and its contact section, none kept yet.
    const { context, calls } = contextFor("47");
    const centers = await Promise.all([1, 2, 3].map(() => loadCurrentCenter(context, 1_000)));
    expect(centers.map((center) => center.name)).toEqual(["Centrum 47", "Centrum 47", "Centrum 47"]);
    expect(calls.filter((path) => path.endsWith("/current"))).toHaveLength(1);
  });

  it("reads the centre again in the request that saved it", async () => {
    const saved = { version: 1, name: "" };
    const { context, calls } = contextFor("48", 200, saved);
    expect((await loadCurrentCenter(context, 1_000)).name).toBe("Centrum 48");
    Object.assign(saved, { version: 2, name: " (nieuw)" });
    forgetCurrentCenter(context);
    expect((await loadCurrentCenter(context, 1_000)).name).toBe("Centrum 48 (nieuw)");
    expect(calls.filter((path) => path.endsWith("/current"))).toHaveLength(2);
  });

  it("keeps centres apart", async () => {
    const a = contextFor("42");
    const b = contextFor("43");
    expect((await loadCurrentCenter(a.context, 1_000)).name).toBe("Centrum 42");
    expect((await loadCurrentCenter(b.context, 1_000)).name).toBe("Centrum 43");
  });

  it("never keeps an error: the page gets the API's status every time", async () => {
    const { page, calls } = contextFor("44", 404);
    for (const now of [1_000, 2_000]) {
      const thrown = await loadCurrentCenter(page(), now).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
    expect(calls.filter((path) => path.endsWith("/current/version"))).toHaveLength(2);
  });
});
