import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ApiClient, JSON_API } from "./api/client";
import { loadCurrentCenter } from "./current-center";

/** A context whose API answers the current centre (named after its id) and counts the calls. */
function contextFor(volunteerCenterId: string, status = 200) {
  const calls: string[] = [];
  const api = new ApiClient({
    baseUrl: "https://api.internal",
    tenant: "cache-test",
    appContext: "main",
    volunteerCenterId,
    transport: async (request) => {
      calls.push(new URL(request.url).pathname);
      const body = status === 200
        ? { data: { type: "volunteer_centers", id: volunteerCenterId, attributes: { name: `Centrum ${volunteerCenterId}` } } }
        : { errors: [{ status: String(status), title: "Not Found" }] };
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": JSON_API } });
    },
  });
  const context = { api, tenant: { tenant: "cache-test", appContext: "main", volunteerCenterId } } as unknown as AppLoadContext;
  return { context, calls };
}

describe("loadCurrentCenter", () => {
  it("asks the API once a minute per centre, not once per page", async () => {
    const { context, calls } = contextFor("41");
    expect((await loadCurrentCenter(context, 1_000)).name).toBe("Centrum 41");
    expect((await loadCurrentCenter(context, 30_000)).name).toBe("Centrum 41");
    expect(calls).toHaveLength(1);
    await loadCurrentCenter(context, 61_001);
    expect(calls).toHaveLength(2);
  });

  it("keeps centres apart", async () => {
    const a = contextFor("42");
    const b = contextFor("43");
    expect((await loadCurrentCenter(a.context, 1_000)).name).toBe("Centrum 42");
    expect((await loadCurrentCenter(b.context, 1_000)).name).toBe("Centrum 43");
  });

  it("never keeps an error: the page gets the API's status every time", async () => {
    const { context, calls } = contextFor("44", 404);
    for (const now of [1_000, 2_000]) {
      const thrown = await loadCurrentCenter(context, now).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
    expect(calls).toHaveLength(2);
  });
});
