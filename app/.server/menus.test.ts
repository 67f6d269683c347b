import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ApiClient, JSON_API } from "./api/client";
import type { ApiTrace } from "./api/trace";
import { loadLiveMenus } from "./menus";

/** Pages of one centre whose api answers the versions (content version `state.version`) and the menus, and counts the calls. */
function centre(id: string) {
  const state = { version: 1, label: "Over ons" };
  const calls: string[] = [];
  const api = new ApiClient({
    baseUrl: "https://api.internal",
    tenant: "menu-test",
    appContext: "main",
    volunteerCenterId: id,
    transport: async (request) => {
      const { pathname } = new URL(request.url);
      calls.push(`${request.method} ${pathname}`);
      const body =
        request.method !== "GET"
          ? {}
          : pathname.endsWith("/current/version")
            ? { meta: { volunteer_center_id: id, version: 1, content_version: { version: state.version, timed: "2026-11-27|-" } } }
            : { data: [{ type: "menu_items", id: "1", attributes: { label: state.label, menu: "header" } }] };
      return new Response(JSON.stringify(body), { headers: { "Content-Type": JSON_API } });
    },
  });
  const page = () =>
    ({ api, apiTrace: { calls: [] } as ApiTrace, tenant: { tenant: "menu-test", appContext: "main", volunteerCenterId: id } }) as unknown as AppLoadContext;
  return { state, calls, page, menus: () => calls.filter((call) => call === "GET /api/v1/menu_items") };
}

describe("loadLiveMenus", () => {
  it("reads the menus once per isolate while the content version stays; each page asks only the version", async () => {
    const { calls, page, menus } = centre("51");
    for (const now of [1_000, 2_000, 30_000]) expect((await loadLiveMenus(page(), now))[0]?.label).toBe("Over ons");
    expect(menus()).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith("/current/version"))).toHaveLength(3);
    // The minute bounds a kept copy all the same.
    await loadLiveMenus(page(), 61_001);
    expect(menus()).toHaveLength(2);
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
    context.apiTrace.calls.push({ method: "PATCH", path: "/api/v1/menu_items/1", ms: 1, statements: null });
    Object.assign(state, { version: 2, label: "Contact" });
    expect((await loadLiveMenus(context, 1_000))[0]?.label).toBe("Contact");
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
