import { describe, expect, it } from "vitest";
import { publicRows } from "../../../tests/sweep/routes";
import { cacheKey, isCachedPage, mayKeep, mayUseCache, withoutTracking, type KeyParts } from "./rules";

const page = (path: string, init: RequestInit = {}) => new Request(`https://oldebroek.example${path}`, init);
const html = (init: ResponseInit = {}) => new Response("<p>page</p>", { ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers } });
const parts: KeyParts = { build: "b1", tenant: "oldebroek", center: "2", locale: "nl", colorScheme: "system", consent: null, version: "7|2026-11-27|-" };

describe("mayUseCache", () => {
  it("takes a signed-out visitor's view of a public page, with the tenant, centre and preference cookies", () => {
    for (const path of [
      "/",
      "/vacancies/12",
      "/vacancies/search?q=zorg",
      "/sociale-kaart/3",
      "/vacancies/12-koffie-schenken",
      "/sociale-kaart/3-buurthuis-de-linde",
      "/organizations/4",
      "/partners",
    ])
      expect(mayUseCache(page(path)), path).toBe(true);
    const cookies = "tenant=oldebroek; volunteer_center_id=oldebroek%3A2; locale=ImVuIg%3D%3D; color_scheme=dark; analytics_consent=granted";
    expect(mayUseCache(page("/", { headers: { Cookie: cookies } }))).toBe(true);
  });

  it("takes a centre's own pages, the workshops and the contact form (its confirmation too)", () => {
    for (const path of ["/over-de-centrale", "/toegankelijkheid", "/privacyverklaring", "/workshops", "/contactformulier", "/contactformulier?sent=1"])
      expect(mayUseCache(page(path)), path).toBe(true);
  });

  it("never takes an address of the app's own for a centre's page, nor what cannot be a slug", () => {
    for (const path of [
      "/dashboard",
      "/profiel",
      "/notificaties",
      "/vrijwilligerspool",
      "/uitloggen",
      "/switch",
      "/tags",
      "/robots.txt",
      "/Over",
      "/a--b",
      `/${"a".repeat(81)}`,
    ])
      expect(isCachedPage(new URL(`https://x.example${path}`)), path).toBe(false);
  });

  it("never takes a visitor with a session cookie: signed in, a toast waiting, or any session at all", () => {
    for (const cookie of ["inzet_session=abc", "__Host-inzet_session=abc", "tenant=demo; inzet_session=abc", "__Host-inzet_toast_1f2e=abc"])
      expect(mayUseCache(page("/vacancies/12", { headers: { Cookie: cookie } })), cookie).toBe(false);
  });

  it("never takes a post, a client navigation's data request, or a page that is not public", () => {
    expect(mayUseCache(page("/login", { method: "POST" }))).toBe(false);
    expect(mayUseCache(page("/vacancies/12.data"))).toBe(false);
    expect(mayUseCache(page("/vacancies/12-koffie.data"))).toBe(false);
    expect(mayUseCache(page("/vacancies/12?_data=root"))).toBe(false);
    for (const path of ["/profiel", "/vacancies/12/edit", "/dashboard", "/auth/reset", "/vacancies/add", "/switch"])
      expect(mayUseCache(page(path)), path).toBe(false);
    expect(isCachedPage(new URL("https://x.example/vacancies/12/edit"))).toBe(false);
  });
});

// The public pages the cache never keeps, and why: each shows or acts on a token of one visitor's
// (a mail's link), or sets a cookie. Every other public page of the sweep table is cached.
const NEVER_CACHED: Record<string, string> = {
  "/confirm": "confirms an address by the mail's token",
  "/auth/reset": "sets a new password by the mail's token",
  "/auth/token": "signs in by the mail's token",
  "/switch": "sets the tenant cookie",
  "/organizations/still-correct": "answers a check mail by its token",
  "/organizations/invitation": "shows one invitation by its token",
  "/periodieke-mail/afmelden": "unsubscribes by the mail's token",
  "/applications/withdraw": "withdraws an application by the mail's token",
  "/activiteitenkalender/aanmelding": "confirms a sign-up by the mail's token",
};

describe("the cached pages", () => {
  const urls = publicRows().flatMap((row) => (row.status ? [] : (row.urls ?? [])));

  it("are every public page of the sweep table but the ones named, for a reason, as never cached", () => {
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const { pathname } = new URL(url, "https://x.example");
      expect(isCachedPage(new URL(url, "https://x.example")), `${url}: ${NEVER_CACHED[pathname] ?? "cached"}`).toBe(!(pathname in NEVER_CACHED));
    }
  });

  it("name no page the table no longer has", () => {
    const paths = new Set(publicRows().flatMap((row) => (row.urls ?? []).map((url) => new URL(url, "https://x.example").pathname)));
    expect(Object.keys(NEVER_CACHED).filter((path) => !paths.has(path))).toEqual([]);
  });
});

describe("mayKeep", () => {
  it("keeps a plain 200 HTML page", () => {
    expect(mayKeep(html(), 0)).toBe(true);
  });

  it("never keeps an answer that sets a cookie, in its headers or through the request's context", () => {
    expect(mayKeep(html({ headers: { "Set-Cookie": "locale=en" } }), 0)).toBe(false);
    expect(mayKeep(html(), 1)).toBe(false);
  });

  it("never keeps an error, a redirect, a non-page or a private answer", () => {
    expect(mayKeep(html({ status: 404 }), 0)).toBe(false);
    expect(mayKeep(new Response(null, { status: 302, headers: { Location: "/" } }), 0)).toBe(false);
    expect(mayKeep(new Response("{}", { headers: { "Content-Type": "application/json" } }), 0)).toBe(false);
    for (const value of ["private, no-store", "no-store", "no-cache"]) expect(mayKeep(html({ headers: { "Cache-Control": value } }), 0), value).toBe(false);
  });
});

describe("withoutTracking", () => {
  const at = (query: string) => new URL(`https://oldebroek.example/vacancies/search?${query}`);

  it("takes the campaign parameters off the address and keeps every other", () => {
    for (const query of [
      "utm_source=nieuwsbrief&utm_medium=email&q=zorg",
      "q=zorg&fbclid=IwAR0",
      "gclid=x&q=zorg&utm_campaign=voorjaar",
      "q=zorg&mc_cid=a&mc_eid=b",
    ])
      expect(withoutTracking(at(query))?.href, query).toBe("https://oldebroek.example/vacancies/search?q=zorg");
  });

  it("is null for an address without them, look-alikes included (a page might read those)", () => {
    for (const query of ["q=zorg", "q=zorg&utm=1", "q=zorg&source=nieuwsbrief", "q=zorg&UTM_SOURCE=x", "q=zorg&xgclid=1", ""])
      expect(withoutTracking(at(query)), query).toBeNull();
  });
});

describe("cacheKey", () => {
  const url = new URL("https://oldebroek.example/vacancies/search?q=zorg#top");

  it("is the page's address plus every part, the fragment dropped", () => {
    const key = new URL(cacheKey(url, parts));
    expect(key.origin + key.pathname).toBe("https://oldebroek.example/vacancies/search");
    expect(key.searchParams.get("q")).toBe("zorg");
    expect(key.searchParams.get("__edge")).toBe("b1|oldebroek|2|nl|system|-|7%7C2026-11-27%7C-");
    expect(key.hash).toBe("");
  });

  it("differs for every part that changes the page, and for another host or query", () => {
    const base = cacheKey(url, parts);
    const changed: Partial<KeyParts>[] = [
      { build: "b2" },
      { tenant: "demo" },
      { center: "7" },
      { center: null },
      { locale: "en" },
      { colorScheme: "dark" },
      { consent: "granted" },
      { consent: "denied" },
      { version: "8|2026-11-27|-" },
      { version: "7|2026-11-28|-" },
      { version: "7|2026-11-27|2026-11-27T10:00:00.000Z" },
    ];
    const keys = changed.map((change) => cacheKey(url, { ...parts, ...change }));
    expect(new Set([base, ...keys]).size).toBe(changed.length + 1);
    expect(cacheKey(new URL("https://hattem.example/vacancies/search?q=zorg"), parts)).not.toBe(base);
    expect(cacheKey(new URL("https://oldebroek.example/vacancies/search?q=sport"), parts)).not.toBe(base);
  });

  it("cannot be forged by a part holding the separator", () => {
    const a = cacheKey(url, { ...parts, tenant: "a|b", center: "c" });
    const b = cacheKey(url, { ...parts, tenant: "a", center: "b|c" });
    expect(a).not.toBe(b);
  });
});
