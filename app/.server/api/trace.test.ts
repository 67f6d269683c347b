import { describe, expect, it } from "vitest";
import { serverTiming, tracedTransport, type ApiTrace } from "./trace";

describe("tracedTransport", () => {
  it("records every call it carries, a failed one too, in the order answered", async () => {
    const trace: ApiTrace = { calls: [] };
    const transport = tracedTransport(async (request) => {
      if (request.url.endsWith("/down")) throw new Error("unreachable");
      return new Response("{}");
    }, trace);
    await transport(new Request("https://api.internal/api/v1/menu_items?page[size]=100"));
    await expect(transport(new Request("https://api.internal/down", { method: "POST" }))).rejects.toThrow("unreachable");
    expect(trace.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(["GET /api/v1/menu_items?page[size]=100", "POST /down"]);
    expect(trace.calls.every((call) => call.ms >= 0)).toBe(true);
  });
});

describe("serverTiming", () => {
  it("says the count and the summed time, then each call, with nothing that breaks the header", () => {
    const value = serverTiming({
      calls: [
        { method: "GET", path: '/a?q="x"\\', ms: 1.25 },
        { method: "GET", path: "/b", ms: 2 },
      ],
    });
    expect(value).toBe('api;dur=3.3;desc="2 calls", api1;dur=1.3;desc="GET /a?q=x", api2;dur=2.0;desc="GET /b"');
  });
});
