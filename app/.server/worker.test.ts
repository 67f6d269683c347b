import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { vars } from "./config.fixture";
import { handleWorkerRequest } from "./worker";

const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined } as unknown as ExecutionContext;
const env = { ...vars, API_URL: "https://api.invalid", VISITOR_ADDRESS_KEY: "k".repeat(32) };

// Remix stands in as a page that signs the visitor in (the session changes) and shows the nonce it got.
async function signingIn(_request: Request, context: AppLoadContext) {
  context.session.set("currentOrganizationId", "1");
  return new Response(`<script nonce="${context.cspNonce}"></script>`, { headers: { "Content-Type": "text/html" } });
}

const visit = (url: string, init?: RequestInit) => handleWorkerRequest(new Request(url, init), env, ctx, signingIn);
const CREDENTIALS = { accessToken: "t", client: "c", uid: "a@b.nl", expiry: 1 };
// A signed-in visitor's request, answered by the page with `answer`.
const signedInVisit = (url: string, answer: Response) =>
  handleWorkerRequest(new Request(url), env, ctx, async (_request, context) => {
    context.session.set("credentials", CREDENTIALS);
    // The api client would keep them: without it the session forgets signed-in credentials.
    context.api.useCredentials(CREDENTIALS);
    return answer;
  });
const sessionCookie = (response: Response) => response.headers.getSetCookie().find((c) => /^(__Host-)?inzet_session=/.test(c)) ?? "";

describe("handleWorkerRequest", () => {
  it("over https: a __Host- session cookie, Secure, HttpOnly, SameSite=Lax, on the whole host, and HSTS", async () => {
    const response = await visit("https://oldebroek.example/");
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^__Host-inzet_session=/);
    for (const attribute of ["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]) expect(cookie).toContain(attribute);
    // __Host- cookies may not name a Domain: browsers would refuse them.
    expect(cookie).not.toMatch(/Domain=/i);
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
  });

  it("over http on localhost: a plain session name browsers accept there, still HttpOnly and Lax, no HSTS", async () => {
    const response = await visit("http://localhost:8787/");
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^inzet_session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("puts a new nonce in the page and the CSP header of each response, the same one in both", async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await visit("https://oldebroek.example/");
        const header = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
        expect(await response.text()).toBe(`<script nonce="${header}"></script>`);
        return header;
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it("marks a signed-in answer private, no-store, and leaves a signed-out one alone", async () => {
    const signedIn = await signedInVisit("https://oldebroek.example/", new Response("mine", { headers: { "Cache-Control": "public, max-age=60" } }));
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await visit("https://oldebroek.example/")).headers.get("Cache-Control")).toBeNull();
  });

  it("keeps a signed-in answer's own private caching rule (a versioned profile photo)", async () => {
    const photo = await signedInVisit(
      "https://oldebroek.example/vrijwilligerspool/7/foto?v=ab",
      new Response("bytes", { headers: { "Cache-Control": "private, max-age=86400" } }),
    );
    expect(photo.headers.get("Cache-Control")).toBe("private, max-age=86400");
  });

  it("refuses a cross-site form post before any page code runs", async () => {
    const foreignOrigin = await visit("https://oldebroek.example/login", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(foreignOrigin.status).toBe(403);
    const foreignReferer = await visit("https://oldebroek.example/login", { method: "POST", headers: { Referer: "https://evil.example/x" } });
    expect(foreignReferer.status).toBe(403);
    expect(sessionCookie(foreignReferer)).toBe("");
  });
});

describe("the D1 bookmark between requests", () => {
  const bookmark = "00000001-00000002-00000009-0123456789abcdef0123456789abcdef";
  const sent: (string | null)[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });
  // The api over API_URL: records the bookmark each call brings, answers with a newer one.
  const api = () =>
    vi.stubGlobal("fetch", async (request: Request) => {
      sent.push(request.headers.get("X-D1-Bookmark"));
      return new Response(JSON.stringify({ data: null }), { headers: { "Content-Type": "application/vnd.api+json", "X-D1-Bookmark": bookmark } });
    });
  const calling = (signedIn: boolean) => async (_request: Request, context: AppLoadContext) => {
    if (signedIn) context.api.useCredentials(CREDENTIALS);
    await context.api.get("/api/v1/tags");
    return new Response("page");
  };

  it("waits in a signed-in visitor's session, so their next request reads at least what they wrote", async () => {
    api();
    const first = await handleWorkerRequest(new Request("https://oldebroek.example/"), env, ctx, calling(true));
    const cookie = sessionCookie(first).split(";")[0];
    await handleWorkerRequest(new Request("https://oldebroek.example/", { headers: { Cookie: cookie } }), env, ctx, calling(true));
    expect(sent).toEqual([null, bookmark]);
  });

  it("gives a signed-out visitor no session for it", async () => {
    api();
    const response = await handleWorkerRequest(new Request("https://oldebroek.example/"), env, ctx, calling(false));
    expect(sessionCookie(response)).toBe("");
  });
});
