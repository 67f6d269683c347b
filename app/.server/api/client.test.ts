import { TOKEN_SUPERSEDED_HEADER } from "@contract/sessions";
import { describe, expect, it, vi } from "vitest";
import { ApiClient, JSON_API, toQueryString, type ApiClientOptions, type Transport } from "./client";
import { ApiError } from "./errors";
import type { Resource } from "./document";

const credentials = { accessToken: "t1", client: "browser-1", uid: "ann@example.org", expiry: 100 };

/** A response as the API sends it, optionally with rotated credentials. */
function apiResponse(body: unknown, init: { status?: number; token?: string; expiry?: number } = {}) {
  const headers = new Headers({ "Content-Type": JSON_API });
  if (init.token) {
    headers.set("access-token", init.token);
    headers.set("client", "browser-1");
    headers.set("uid", "ann@example.org");
    headers.set("expiry", String(init.expiry ?? 0));
  }
  return new Response(body === null ? null : JSON.stringify(body), { status: init.status ?? 200, headers });
}

/** A transport that records every request and answers from a queue (or an empty document). */
function recorder(...responses: Response[]) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return responses.shift() ?? apiResponse({ data: null });
  };
  return { requests, transport };
}

function client(transport: Transport, options: Partial<ApiClientOptions> = {}) {
  return new ApiClient({
    transport,
    baseUrl: "https://api.internal",
    tenant: "oldebroek",
    appContext: "main",
    volunteerCenterId: "2",
    ...options,
  });
}

describe("toQueryString", () => {
  it("flattens nested filter and page, joins include with commas and leaves brackets readable", () => {
    expect(
      toQueryString({
        filter: { organization_id_eq: 1, status: { in: ["open", "draft"] } },
        include: ["roles", "organization.profile"],
        page: { number: 2, size: 25 },
      }),
    ).toBe("?filter[organization_id_eq]=1&filter[status][in]=open,draft&include=roles,organization.profile&page[number]=2&page[size]=25");
  });

  it("skips undefined values, encodes text and gives '' for an empty query", () => {
    expect(toQueryString({ filter: { q: "soep & brood", city: undefined }, sort: undefined })).toBe("?filter[q]=soep+%26+brood");
    expect(toQueryString({})).toBe("");
    expect(toQueryString({ sort: undefined })).toBe("");
  });
});

describe("ApiClient", () => {
  it("sends Accept, X-Tenant, App-Context and Volunteer-Center-Id, and no Content-Type without a body", async () => {
    const { requests, transport } = recorder();
    await client(transport).get("/api/v1/vacancies", { include: ["organization"], filter: { status: "open" } });
    const [request] = requests;
    expect(request.method).toBe("GET");
    expect(request.url).toBe("https://api.internal/api/v1/vacancies?include=organization&filter[status]=open");
    expect(request.headers.get("Accept")).toBe(JSON_API);
    expect(request.headers.get("X-Tenant")).toBe("oldebroek");
    expect(request.headers.get("App-Context")).toBe("main");
    expect(request.headers.get("Volunteer-Center-Id")).toBe("2");
    expect(request.headers.has("Content-Type")).toBe(false);
    expect(request.headers.has("Current-Organization-Id")).toBe(false);
    expect(request.headers.has("access-token")).toBe(false);
    expect(request.headers.has("client")).toBe(false);
    expect(request.headers.has("uid")).toBe(false);
  });

  it("leaves out Volunteer-Center-Id when there is none, and sends Current-Organization-Id when set", async () => {
    const { requests, transport } = recorder(apiResponse({ data: null }), apiResponse({ data: null }));
    await client(transport, { volunteerCenterId: null, appContext: "meedoen", tenant: "meedoen" }).get("/api/v1/x");
    await client(transport, { currentOrganizationId: "33" }).get("/api/v1/x");
    expect(requests[0].headers.has("Volunteer-Center-Id")).toBe(false);
    expect(requests[0].headers.get("App-Context")).toBe("meedoen");
    expect(requests[0].headers.get("X-Tenant")).toBe("meedoen");
    expect(requests[1].headers.get("Current-Organization-Id")).toBe("33");
  });

  it("forwards the visitor's address as CF-Connecting-IP, or with the shared key over API_URL", async () => {
    const { requests, transport } = recorder();
    await client(transport, { clientAddress: "203.0.113.9" }).auth("POST", "/auth/sign_in", { email: "a@b.nl" });
    await client(transport, { clientAddress: "203.0.113.9", visitorAddressKey: "k".repeat(40) }).get("/api/v1/x");
    expect(requests[0].headers.get("CF-Connecting-IP")).toBe("203.0.113.9");
    expect(requests[0].headers.has("Inzet-Visitor-Address")).toBe(false);
    // Over API_URL a CF-Connecting-IP would be replaced by the edge: the api trusts the keyed pair.
    expect(requests[1].headers.has("CF-Connecting-IP")).toBe(false);
    expect(requests[1].headers.get("Inzet-Visitor-Address")).toBe("203.0.113.9");
    expect(requests[1].headers.get("Inzet-Visitor-Address-Key")).toBe("k".repeat(40));
  });

  it("sends the key over API_URL without an address too, so the api does not take the web worker's for it", async () => {
    const { requests, transport } = recorder();
    await client(transport, { clientAddress: null, visitorAddressKey: "k".repeat(40) }).get("/api/v1/x");
    expect(requests[0].headers.get("Inzet-Visitor-Address-Key")).toBe("k".repeat(40));
    expect(requests[0].headers.has("Inzet-Visitor-Address")).toBe(false);
    expect(requests[0].headers.has("CF-Connecting-IP")).toBe(false);
  });

  it("speaks for the replacement centre when the API does not know the kept one, asking once", async () => {
    const unknownCenter = () =>
      new Response(JSON.stringify({ errors: [{ status: "404", source: { header: "Volunteer-Center-Id" } }] }), {
        status: 404,
        headers: { "Content-Type": JSON_API },
      });
    const { requests, transport } = recorder(unknownCenter(), unknownCenter());
    const onUnknownCenter = vi.fn(() => "1");
    const api = client(transport, { volunteerCenterId: "999", onUnknownCenter });
    await Promise.all([api.get("/api/v1/a"), api.get("/api/v1/b")]);
    expect(onUnknownCenter).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.get("Volunteer-Center-Id"))).toEqual(["999", "999", "1", "1"]);
    // Any other 404 is the caller's to handle.
    const { transport: other } = recorder(apiResponse({ errors: [{ status: "404" }] }, { status: 404 }));
    await expect(client(other, { onUnknownCenter }).get("/api/v1/x")).rejects.toBeInstanceOf(ApiError);
  });

  it("sends the credentials it has", async () => {
    const { requests, transport } = recorder();
    await client(transport, { credentials }).get("/api/v1/me");
    expect(requests[0].headers.get("access-token")).toBe("t1");
    expect(requests[0].headers.get("client")).toBe("browser-1");
    expect(requests[0].headers.get("uid")).toBe("ann@example.org");
  });

  it("sends a body as JSON:API with snake_case keys and the JSON:API Content-Type", async () => {
    const { requests, transport } = recorder(apiResponse({ data: { id: "7", type: "people" } }, { status: 201 }));
    const result = await client(transport).request("POST", "/api/v1/people", {
      body: { data: { type: "people", attributes: { firstName: "Ann", colorShades: { "50": "#f0fdf4" }, note: "keepIt" } } },
    });
    const [request] = requests;
    expect(request.method).toBe("POST");
    expect(request.headers.get("Content-Type")).toBe(JSON_API);
    expect(request.headers.get("Accept")).toBe(JSON_API);
    expect(await request.json()).toEqual({
      data: { type: "people", attributes: { first_name: "Ann", color_shades: { "50": "#f0fdf4" }, note: "keepIt" } },
    });
    expect(result.status).toBe(201);
    expect(result.data).toEqual({ id: "7", type: "people" });
  });

  it("gives the response deserialized, with meta and links", async () => {
    const { transport } = recorder(
      apiResponse({
        data: [
          {
            id: "1",
            type: "vacancies",
            attributes: { title: "Driver", starts_on: "2026-05-01" },
            relationships: { organization: { data: { id: "3", type: "organizations" } } },
          },
        ],
        included: [{ id: "3", type: "organizations", attributes: { name: "Food bank" } }],
        meta: { total: 1, page_count: 1 },
        links: { next: null },
      }),
    );
    const result = await client(transport).get<Resource[]>("/api/v1/vacancies");
    expect(result.data).toEqual([
      {
        id: "1",
        type: "vacancies",
        title: "Driver",
        startsOn: "2026-05-01",
        organization: { id: "3", type: "organizations", name: "Food bank" },
      },
    ]);
    expect(result.meta).toEqual({ total: 1, pageCount: 1 });
    expect(result.links).toEqual({ next: null });
    expect(result.status).toBe(200);
  });

  it("gives null data for 204 No Content", async () => {
    const { transport } = recorder(new Response(null, { status: 204 }));
    const result = await client(transport).request("DELETE", "/api/v1/vacancies/1");
    expect(result).toEqual({ data: null, meta: {}, links: {}, status: 204 });
  });

  it("throws ApiError with the response's status and errors on a non-2xx answer", async () => {
    const errors = [{ status: "422", detail: "Title can't be blank", source: { pointer: "/data/attributes/title" } }];
    const { transport } = recorder(apiResponse({ errors }, { status: 422 }));
    const failure = await client(transport)
      .request("POST", "/api/v1/vacancies", { body: { data: { type: "vacancies", attributes: {} } } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).errors).toEqual(errors);
    expect((failure as ApiError).fieldErrors()).toEqual({ title: ["Title can't be blank"] });
  });

  it("throws ApiError for a non-JSON error page too", async () => {
    const { transport } = recorder(new Response("Bad gateway", { status: 502 }));
    await expect(client(transport).get("/api/v1/vacancies")).rejects.toMatchObject({ name: "ApiError", status: 502, errors: [] });
  });

  it("makes the page a 503 when the API answers 503 or cannot be reached, for JSON:API and auth calls alike", async () => {
    const down = [{ status: "503", code: "unavailable", title: "Service unavailable", detail: "Storage is unavailable." }];
    const answered = recorder(apiResponse({ errors: down }, { status: 503 }), apiResponse({ errors: down }, { status: 503 }));
    for (const call of [() => client(answered.transport).get("/api/v1/vacancies"), () => client(answered.transport).auth("POST", "/auth/sign_in", {})]) {
      const failure = await call().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Response);
      expect((failure as Response).status).toBe(503);
    }
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unreachable: Transport = () => Promise.reject(new TypeError("fetch failed"));
    await expect(client(unreachable).get("/api/v1/vacancies")).rejects.toMatchObject({ status: 503 });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it("captures rotated credentials and sends them on the next call", async () => {
    const { requests, transport } = recorder(apiResponse({ data: null }, { token: "t2", expiry: 200 }));
    const api = client(transport, { credentials });
    await api.get("/api/v1/me");
    expect(api.credentials).toEqual({ ...credentials, accessToken: "t2", expiry: 200 });
    await api.get("/api/v1/me");
    expect(requests[1].headers.get("access-token")).toBe("t2");
  });

  it("captures rotated credentials from an error response as well", async () => {
    const { transport } = recorder(apiResponse({ errors: [{ title: "Forbidden" }] }, { status: 403, token: "t2", expiry: 200 }));
    const api = client(transport, { credentials });
    await expect(api.get("/api/v1/admin")).rejects.toBeInstanceOf(ApiError);
    expect(api.credentials?.accessToken).toBe("t2");
  });

  it("knows its credentials are stale when the api says another request rotated the token, unless a call of its own got new ones", async () => {
    const superseded = () => {
      const response = apiResponse({ data: null });
      response.headers.set(TOKEN_SUPERSEDED_HEADER, "true");
      return response;
    };
    const stale = client(recorder(apiResponse({ data: null }), superseded()).transport, { credentials });
    await stale.get("/api/v1/me");
    expect(stale.staleCredentials).toBe(false);
    await stale.get("/api/v1/me");
    expect(stale.staleCredentials).toBe(true);
    // Side by side, one call of the same request rotated the token: its new one is this request's.
    const rotated = client(recorder(superseded(), apiResponse({ data: null }, { token: "t2", expiry: 200 })).transport, { credentials });
    await Promise.all([rotated.get("/api/v1/me"), rotated.get("/api/v1/me")]);
    expect([rotated.staleCredentials, rotated.credentials?.accessToken]).toEqual([false, "t2"]);
    // Signed out (no credentials left) is never stale: that cookie is always written.
    const signedOut = client(recorder(superseded()).transport, { credentials });
    await signedOut.get("/api/v1/me");
    signedOut.useCredentials(null);
    expect(signedOut.staleCredentials).toBe(false);
  });

  it("keeps the old credentials when a response carries none", async () => {
    const { requests, transport } = recorder(apiResponse({ data: null }));
    const api = client(transport, { credentials });
    await api.get("/api/v1/me");
    expect(api.credentials).toEqual(credentials);
    await api.get("/api/v1/me");
    expect(requests[1].headers.get("access-token")).toBe("t1");
  });

  it("keeps the credentials with the later expiry when two responses arrive out of order", async () => {
    const pending = new Map<string, (response: Response) => void>();
    const requests: Request[] = [];
    const transport: Transport = (request) => {
      requests.push(request);
      return new Promise((resolve) => pending.set(new URL(request.url).pathname, resolve));
    };
    const api = client(transport, { credentials });
    const slow = api.get("/api/v1/slow");
    const fast = api.get("/api/v1/fast");
    pending.get("/api/v1/fast")!(apiResponse({ data: null }, { token: "t3", expiry: 300 }));
    await fast;
    pending.get("/api/v1/slow")!(apiResponse({ data: null }, { token: "t2", expiry: 200 }));
    await slow;
    expect(api.credentials?.accessToken).toBe("t3");
    const next = api.get("/api/v1/me");
    pending.get("/api/v1/me")!(apiResponse({ data: null }));
    await next;
    expect(requests.at(-1)?.headers.get("access-token")).toBe("t3");
  });

  it("withScope keeps the transport and the current credentials but speaks for the new tenant", async () => {
    const { requests, transport } = recorder(apiResponse({ data: null }, { token: "t2", expiry: 200 }));
    const api = client(transport, { credentials, currentOrganizationId: "33" });
    await api.get("/api/v1/me");
    const scoped = api.withScope({ tenant: "meedoen", appContext: "meedoen", volunteerCenterId: null });
    await scoped.get("/api/v1/volunteer_centers/current");
    const request = requests[1];
    expect(request.url).toBe("https://api.internal/api/v1/volunteer_centers/current");
    expect(request.headers.get("X-Tenant")).toBe("meedoen");
    expect(request.headers.get("App-Context")).toBe("meedoen");
    expect(request.headers.has("Volunteer-Center-Id")).toBe(false);
    expect(request.headers.get("access-token")).toBe("t2");
    expect(request.headers.get("uid")).toBe("ann@example.org");
  });
});

describe("ApiClient and D1 bookmarks", () => {
  const older = "00000001-00000002-00000003-0123456789abcdef0123456789abcdef";
  const newer = "00000001-00000002-00000009-0123456789abcdef0123456789abcdef";
  const withBookmark = (bookmark: string) => {
    const response = apiResponse({ data: null });
    response.headers.set("X-D1-Bookmark", bookmark);
    return response;
  };

  it("sends the bookmark it holds and keeps the newest an answer brings, for the clients made from it too", async () => {
    const bookmark = { value: older as string | null };
    const { requests, transport } = recorder(withBookmark(newer), withBookmark(older));
    const api = client(transport, { bookmark });
    await api.anonymous().get("/api/v1/tags");
    expect(requests[0].headers.get("X-D1-Bookmark")).toBe(older);
    expect(bookmark.value).toBe(newer);
    // An answer from a replica further behind does not move it back.
    await api.withScope({ tenant: "demo", appContext: "main", volunteerCenterId: "1" }).get("/api/v1/tags");
    expect(requests[1].headers.get("X-D1-Bookmark")).toBe(newer);
    expect(bookmark.value).toBe(newer);
  });

  it("sends none before it has one", async () => {
    const { requests, transport } = recorder();
    await client(transport, { bookmark: { value: null } }).get("/api/v1/tags");
    expect(requests[0].headers.has("X-D1-Bookmark")).toBe(false);
  });
});
