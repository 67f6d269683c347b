import { CONTENT_VERSION_RAISED_HEADER } from "@contract/content-versions";
import { describe, expect, it } from "vitest";
import { serverTiming, tracedTransport, type ApiTrace } from "./trace";

describe("tracedTransport", () => {
  it("records every call it carries, a failed one too, in the order answered", async () => {
    const trace: ApiTrace = { calls: [] };
    const transport = tracedTransport(async (request) => {
      if (request.url.endsWith("/down")) throw new Error("unreachable");
      return new Response("{}", { headers: { "X-D1-Statements": "2" } });
    }, trace);
    await transport(new Request("https://api.internal/api/v1/menu_items?page[size]=100"));
    await expect(transport(new Request("https://api.internal/down", { method: "POST" }))).rejects.toThrow("unreachable");
    expect(trace.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(["GET /api/v1/menu_items?page[size]=100", "POST /down"]);
    expect(trace.calls.every((call) => call.ms >= 0)).toBe(true);
    expect(trace.calls.map((call) => call.statements)).toEqual([2, null]);
  });

  it("marks the calls whose answer said they raised the content version, only those", async () => {
    const trace: ApiTrace = { calls: [] };
    const transport = tracedTransport(
      async (request) =>
        new Response("{}", { status: 200, headers: request.url.endsWith("/tags/1") ? { [CONTENT_VERSION_RAISED_HEADER]: '{"center":null}' } : {} }),
      trace,
    );
    await transport(new Request("https://api.internal/api/v1/tags/1", { method: "PATCH" }));
    await transport(new Request("https://api.internal/auth/sign_in", { method: "POST" }));
    expect(trace.calls.map((call) => call.raised)).toEqual(['{"center":null}', null]);
  });
});

describe("serverTiming", () => {
  it("says the count and the summed time, then each call, with nothing that breaks the header", () => {
    const value = serverTiming({
      calls: [
        { method: "GET", path: '/a?q="x"\\', ms: 1.25, statements: null, raised: null },
        { method: "GET", path: "/b", ms: 2, statements: 3, raised: null },
      ],
    });
    expect(value).toBe('api;dur=3.3;desc="2 calls", api1;dur=1.3;desc="GET /a?q=x", api2;dur=2.0;desc="GET /b (3 statements)"');
  });

  it("adds the calls' D1 statements when the api said them for every call", () => {
    const value = serverTiming({
      calls: [
        { method: "GET", path: "/a", ms: 1, statements: 1, raised: null },
        { method: "GET", path: "/b", ms: 2, statements: 3, raised: null },
      ],
    });
    expect(value).toMatch(/^api;dur=3\.0;desc="2 calls, 4 statements", /);
    expect(serverTiming({ calls: [] })).toBe('api;dur=0.0;desc="0 calls, 0 statements"');
  });
});
