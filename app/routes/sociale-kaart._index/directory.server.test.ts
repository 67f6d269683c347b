import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ApiClient, JSON_API } from "~/.server/api/client";
import { loadDirectory } from "./directory.server";

// The social map's page asks the api once for its entries: their stale marks come with the list
// (include=check), not from a second call after it (issue 29).

/** An organization of the page, with its included check. */
const organization = (id: string, name: string, stale: boolean) => ({
  data: {
    type: "organizations",
    id,
    attributes: { name, organization_type: "Organization", status: "approved", volunteer_center_id: "1", created_at: "2020-01-01T00:00:00Z" },
    relationships: { check: { data: { type: "organization_checks", id } } },
  },
  included: { type: "organization_checks", id, attributes: { stale } },
});

function directory() {
  const calls: URL[] = [];
  const page = [organization("3", "Buurthuis", true), organization("4", "Voedselbank", false)];
  const api = new ApiClient({
    baseUrl: "https://api.internal",
    tenant: "map-test",
    appContext: "main",
    volunteerCenterId: "1",
    transport: async (request) => {
      const url = new URL(request.url);
      calls.push(url);
      const body =
        url.pathname === "/api/v1/organizations"
          ? { data: page.map((o) => o.data), included: page.map((o) => o.included), meta: { has_next_page: false } }
          : url.pathname.endsWith("/current/version")
            ? { meta: { volunteer_center_id: "1", version: 1, content_version: { version: 1, timed: "2026-11-30|-" } } }
            : { data: [{ type: "tags", id: "7", attributes: { name: "Zorg" } }] };
      return new Response(JSON.stringify(body), { headers: { "Content-Type": JSON_API } });
    },
  });
  const context = {
    api,
    apiTrace: { calls: [] },
    tenant: { tenant: "map-test", appContext: "main", features: { centerSharing: false }, volunteerCenterId: "1" },
    t: (key: string) => key,
  } as unknown as AppLoadContext;
  return { calls, load: (query = "") => loadDirectory(new Request(`https://meedoen.localhost/sociale-kaart${query}`), context) };
}

describe("loadDirectory", () => {
  it("marks the stale entries from the list's own answer: the themes and the list, no other call", async () => {
    const { calls, load } = directory();
    const { entries, status } = await load();
    expect(status).toBe(200);
    expect(entries.map((e) => [e.name, e.stale])).toEqual([
      ["Buurthuis", true],
      ["Voedselbank", false],
    ]);
    // The version is the one every page asks anyway (api/page-versions.ts); it checks the kept themes.
    expect(calls.map((url) => url.pathname).sort()).toEqual(["/api/v1/organizations", "/api/v1/tags", "/api/v1/volunteer_centers/current/version"]);
    const list = calls.find((url) => url.pathname === "/api/v1/organizations")!;
    expect(list.searchParams.get("include")?.split(",")).toContain("check");
    expect(list.searchParams.get("fields[organization_checks]")).toBe("stale");
  });

  it("shows no entries (and asks for no marks) when the postcode is not one", async () => {
    const { calls, load } = directory();
    const { entries, status } = await load("?postcode=12");
    expect(status).toBe(400);
    expect(entries).toEqual([]);
    expect(calls.some((url) => url.pathname.includes("organization_checks"))).toBe(false);
  });
});
