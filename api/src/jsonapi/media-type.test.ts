import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { TENANT_A, seedFixtures } from "../../test/fixtures";
import { JSON_API, apiFetch, expectDocument, expectError } from "../../test/request";
import { acceptsJsonApi, isAcceptableContentType } from "./media-type";

describe("Content-Type rule", () => {
  it.each([
    [JSON_API, true],
    ["APPLICATION/VND.API+JSON", true],
    [`${JSON_API}; profile="https://example.com/p"`, true],
    [`${JSON_API}; charset=utf-8`, false],
    [`${JSON_API}; ext="https://jsonapi.org/ext/atomic"`, false],
    ["application/json", false],
    ["text/plain", false],
    [undefined, false],
  ])("%s → %s", (header, ok) => expect(isAcceptableContentType(header)).toBe(ok));
});

describe("Accept rule", () => {
  it.each([
    [undefined, true],
    ["", true],
    [JSON_API, true],
    ["*/*", true],
    ["application/*", true],
    ["text/html, */*;q=0.1", true],
    [`${JSON_API}; profile="a,b", text/html`, true],
    [`${JSON_API}; charset=utf-8, ${JSON_API}`, true],
    ["text/html", false],
    ["application/json", false],
    [`${JSON_API}; charset=utf-8`, false],
    // JSON:API: every JSON:API instance modified → 406, even though */* is also listed.
    [`${JSON_API}; charset=utf-8, */*`, false],
    [`${JSON_API};q=0, */*`, false],
    ["*/*;q=0", false],
    ["garbage", false],
  ])("%s → %s", (header, ok) => expect(acceptsJsonApi(header)).toBe(ok));
});

describe("content negotiation on the wire", () => {
  const INDEX = "/api/v1/volunteer_centers";

  beforeEach(() => seedFixtures(env.DB));

  it("answers 415 to a request document sent as application/json", async () => {
    const response = await apiFetch(INDEX, {
      method: "POST",
      body: JSON.stringify({ data: { type: "volunteer_centers" } }),
      headers: { "Content-Type": "application/json" },
    });
    const error = await expectError(response, 415);
    expect(error.source).toEqual({ header: "Content-Type" });
  });

  it.each(["text/html", `${JSON_API}; charset=utf-8`])("answers 406 to Accept: %s", async (accept) => {
    const error = await expectError(await apiFetch(INDEX, { headers: { Accept: accept } }), 406);
    expect(error.source).toEqual({ header: "Accept" });
  });

  it("checks media types before the tenant, so no database work is done for them", async () => {
    await expectError(await apiFetch(INDEX, { tenant: null, headers: { Accept: "text/html" } }), 406);
  });

  it.each([["*/*"], [JSON_API]])("answers 200 with the JSON:API type to Accept: %s", async (accept) => {
    await expectDocument(
      await apiFetch(INDEX, {
        tenant: TENANT_A,
        headers: { Accept: accept },
      }),
      200,
    );
  });

  it("answers 200 without an Accept header", async () => {
    // apiFetch always sends Accept, so this request is built by hand.
    const response = await SELF.fetch(`https://api.test${INDEX}`, {
      headers: { "X-Tenant": TENANT_A },
    });
    await expectDocument(response, 200);
  });

  it("does not judge the Content-Type of a request without a body", async () => {
    const headers = { "Content-Type": "application/json" };
    await expectDocument(await apiFetch(INDEX, { headers }), 200);
  });
});
