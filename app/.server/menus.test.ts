import { describe, expect, it } from "vitest";
import { fakeApi } from "./api/client.fixture";
import { loadLiveMenus } from "./menus";

/** Pages of one centre whose api answers the versions (content version `state.version`) and the menus, and counts the calls. */
function centre(id: string) {
  const state = { version: 1, label: "Over ons" };
  const fake = fakeApi("menu-test", id, (method, path) => ({
    body:
      method !== "GET"
        ? {}
        : path.endsWith("/current/version")
          ? { meta: { volunteer_center_id: id, version: 1, content_version: { version: state.version, timed: "2026-11-27|-" } } }
          : { data: [{ type: "menu_items", id: "1", attributes: { label: state.label, menu: "header" } }] },
  }));
  return { ...fake, state, menus: () => fake.calls.filter((call) => call === "GET /api/v1/menu_items") };
}

describe("loadLiveMenus", () => {
  it("with nothing kept, reads the menus beside the version, and keeps them as long as the edge keeps a version", async () => {
    const { calls, events, page, menus } = centre("51");
    expect((await loadLiveMenus(page(), 1_000))[0]?.label).toBe("Over ons");
    // Both calls were under way before either answered: one round trip to wait for, not two in a row.
    expect(events.slice(0, 2).sort()).toEqual(["ask /api/v1/menu_items", "ask /api/v1/volunteer_centers/current/version"]);
    for (const now of [2_000, 10_000]) expect((await loadLiveMenus(page(), now))[0]?.label).toBe("Over ons");
    expect(menus()).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith("/current/version"))).toHaveLength(3);
    await loadLiveMenus(page(), 11_001);
    expect(menus()).toHaveLength(2);
  });

  it("keeps menus read after the version a minute; each page asks only the version", async () => {
    const { state, page, menus } = centre("50");
    await loadLiveMenus(page(), 1_000);
    state.version = 2;
    await loadLiveMenus(page(), 2_000);
    for (const now of [30_000, 61_000]) await loadLiveMenus(page(), now);
    expect(menus()).toHaveLength(2);
    await loadLiveMenus(page(), 62_001);
    expect(menus()).toHaveLength(3);
  });

  it("reads them again on the next page after any write of the tenant (its content version went up)", async () => {
    const { state, page, menus } = centre("52");
    await loadLiveMenus(page(), 1_000);
    Object.assign(state, { version: 2, label: "Over de centrale" });
    expect((await loadLiveMenus(page(), 2_000))[0]?.label).toBe("Over de centrale");
    expect(menus()).toHaveLength(2);
  });

  it("asks the versions again within a request after that request's own write", async () => {
    const { state, calls, page } = centre("53");
    const context = page();
    await loadLiveMenus(context, 1_000);
    await loadLiveMenus(context, 1_000);
    expect(calls.filter((call) => call.endsWith("/current/version"))).toHaveLength(1);
    // An action saved something (the trace records every write of the request), then the loaders run.
    context.apiTrace.calls.push({ method: "PATCH", path: "/api/v1/menu_items/1", ms: 1, statements: null, raised: "" });
    Object.assign(state, { version: 2, label: "Contact" });
    expect((await loadLiveMenus(context, 1_000))[0]?.label).toBe("Contact");
    expect(calls.filter((call) => call.endsWith("/current/version"))).toHaveLength(2);
    // A sign-in (or a refused write) raised nothing: the versions read are still the current ones.
    context.apiTrace.calls.push({ method: "POST", path: "/auth/sign_in", ms: 1, statements: null, raised: null });
    await loadLiveMenus(context, 1_000);
    expect(calls.filter((call) => call.endsWith("/current/version"))).toHaveLength(2);
  });

  it("takes the versions a write's answer handed over instead of asking them after the write", async () => {
    const { state, calls, page } = centre("56");
    const context = page();
    await loadLiveMenus(context, 1_000);
    Object.assign(state, { version: 2, label: "Nieuws" });
    const handed = { center: { id: 56, version: 1 }, content: { version: 2, timed: "2026-11-27|-" } };
    context.apiTrace.calls.push({ method: "PATCH", path: "/api/v1/menu_items/1", ms: 1, statements: null, raised: JSON.stringify(handed) });
    expect((await loadLiveMenus(context, 1_000))[0]?.label, "the menus read anew: the version moved").toBe("Nieuws");
    expect(
      calls.filter((call) => call.endsWith("/current/version")),
      "the version was not asked after the write",
    ).toHaveLength(1);
    // Versions of another centre than the page's are not taken: asked.
    const other = { ...handed, center: { id: 99, version: 1 }, content: { version: 3, timed: "2026-11-27|-" } };
    context.apiTrace.calls.push({ method: "PATCH", path: "/api/v1/menu_items/1", ms: 1, statements: null, raised: JSON.stringify(other) });
    await loadLiveMenus(context, 1_000);
    expect(calls.filter((call) => call.endsWith("/current/version"))).toHaveLength(2);
  });

  it("keeps centres apart", async () => {
    const a = centre("54");
    const b = centre("55");
    b.state.label = "Agenda";
    expect((await loadLiveMenus(a.page(), 1_000))[0]?.label).toBe("Over ons");
    expect((await loadLiveMenus(b.page(), 1_000))[0]?.label).toBe("Agenda");
  });
});
