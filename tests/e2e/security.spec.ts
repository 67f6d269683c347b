import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test, waitForHydration } from "../fixtures/accounts";
import { onHost } from "../fixtures/tenants";
import { rawRequest, visitorAddress } from "../fixtures/visitors";

// Content-Security-Policy, open redirects and cross-site posts, as a browser meets them
// (docs/security.md). The console guard of every spec already fails on a logged CSP violation;
// here the pages that run the most script are visited on purpose and the events counted too.

/** Records `securitypolicyviolation` events (JavaScript on) and CSP console messages (both projects). */
async function watchViolations(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => void (/Content Security Policy/i.test(message.text()) && messages.push(message.text())));
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // The events of the page open at the time of the call; console messages of all pages seen.
  return async (js: boolean) => [...messages, ...(js ? await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp) : [])];
}

const nonceOf = (header: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(header ?? "")?.[1];

test("every page answers a strict CSP with a nonce of its own", { tag: "@only-no-js" }, async ({ request }) => {
  const headers = await Promise.all([1, 2].map(async () => (await request.get("/")).headers()["content-security-policy"]));
  for (const header of headers) {
    expect(header).toContain("'strict-dynamic'");
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("base-uri 'none'");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
  expect(nonceOf(headers[0])).toBeTruthy();
  expect(nonceOf(headers[0])).not.toBe(nonceOf(headers[1]));
  const embed = (await request.get("/embed/sociale-kaart")).headers()["content-security-policy"];
  expect(embed).toMatch(/frame-ancestors 'self' https:/);
});

test("home, the social map with its map, the embed and a hydrated form run without a CSP violation", async ({ page }, testInfo) => {
  const violations = await watchViolations(page);
  const js = testInfo.project.name === "js";

  const home = await page.goto("/");
  const nonce = nonceOf(home?.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  await expect(page.getByRole("main")).toBeVisible();
  expect(await violations(js)).toEqual([]);

  await page.goto("/sociale-kaart");
  if (js) {
    // The map loads once it is scrolled to (below the grouped theme filters on a desktop screen).
    await page.locator("#directory-map").scrollIntoViewIfNeeded();
    await expect(page.locator("#directory-map .leaflet-marker-icon").first()).toBeVisible();
  }
  expect(await violations(js)).toEqual([]);

  // The embed (no map there) has its own frame-ancestors but the same script rules.
  await page.goto("/embed/sociale-kaart");
  await expect(page.getByRole("main")).toBeVisible();
  expect(await violations(js)).toEqual([]);

  // The style guide's form hydrates: Remix's scripts, its modulepreloads and route chunks all run.
  const form = await page.goto("/dev/form");
  expect(await form?.text()).toContain(`nonce="${nonceOf(form?.headers()["content-security-policy"])}"`);
  if (js) await waitForHydration(page);
  expect(await violations(js)).toEqual([]);
});

test("analytics' inline start-up script runs under the CSP once consent is given", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "no script runs without JavaScript");
  const violations = await watchViolations(page);
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));
  await page.goto(onHost(baseURL, "public"));
  await page.getByRole("button", { name: "Toestaan" }).click();
  await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true);
  expect(await violations(true)).toEqual([]);
});

test.describe("open redirects", () => {
  // What a crafted link may carry; each must end on this site. The URL encodes each once more.
  const TARGETS = [
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "%2F%2Fevil.example",
    "https:evil.example",
    "//evil.example@localhost",
  ];

  for (const form of ["/color-scheme", "/locale", "/consent"]) {
    test(`${form}'s redirectTo stays on the site`, { tag: "@only-no-js" }, async ({ request, baseURL }) => {
      const fields: Record<string, Record<string, string>> = {
        "/color-scheme": { scheme: "dark" },
        "/locale": { locale: "en" },
        "/consent": { consent: "denied" },
      };
      for (const redirectTo of TARGETS) {
        const response = await request.post(form, { form: { ...fields[form], redirectTo }, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 });
        expect(response.status(), redirectTo).toBe(302);
        const location = response.headers()["location"].replace(/[\t\n\r]/g, "");
        expect(new URL(location, baseURL).origin, redirectTo).toBe(new URL(baseURL!).origin);
      }
    });
  }

  test("the login page sends a signed-in visitor home, not to an off-site redirectTo", async ({ page, baseURL }) => {
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    for (const target of TARGETS) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      expect(new URL(page.url()).origin, target).toBe(new URL(baseURL!).origin);
    }
  });

  test("signing in with an encoded off-site redirectTo ends on the home page", async ({ page, baseURL }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent("/\\evil.example")}`);
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD, { open: false });
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    expect(page.url()).toBe(new URL("/", baseURL).toString());
  });
});

test.describe("cross-site posts", () => {
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("a form on another website cannot post to ours", async ({ page, baseURL }) => {
    // evil.example serves a page whose form posts to us, as an attacker's site would.
    await page.route("http://evil.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><title>x</title><form method="post" action="${baseURL}/locale"><input name="locale" value="en"><input name="redirectTo" value="/"><button>Go</button></form></html>`,
      }),
    );
    await page.goto("http://evil.example/");
    const answer = page.waitForResponse((r) => r.url().endsWith("/locale"));
    await page.getByRole("button", { name: "Go" }).click();
    expect((await answer).status()).toBe(403);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  });

  test("a post with a foreign Origin, or only a foreign Referer, is refused with 403", { tag: "@only-no-js" }, async ({ request, baseURL }) => {
    const form = { locale: "en", redirectTo: "/" };
    expect((await request.post("/locale", { form, headers: { Origin: "https://evil.example" }, maxRedirects: 0 })).status()).toBe(403);
    expect((await request.post("/locale", { form, headers: { Referer: "https://evil.example/page" }, maxRedirects: 0 })).status()).toBe(403);
    expect((await request.post("/locale", { form, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 })).status()).toBe(302);
  });

  test("a signed-in post naming no Origin, Referer or Sec-Fetch-Site needs the page's token, impersonation included", async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name === "js", "plain HTTP requests: one project");
    const form = "application/x-www-form-urlencoded";
    const address = visitorAddress();
    // What a client that hides where it came from sends: no Origin, Referer or Sec-Fetch-Site.
    const bare = (path: string, cookie: string, body: string) =>
      rawRequest(baseURL!, { method: "POST", path, headers: { "Content-Type": form, Cookie: cookie, "CF-Connecting-IP": address }, body });
    // Signed out it is what it was: nothing to protect, the post goes through.
    expect((await bare("/locale", "", "locale=nl&redirectTo=/")).status).toBe(302);

    const jar = new Map<string, string>();
    const keep = (cookies: string[]) => cookies.forEach((c) => jar.set(c.split("=")[0], c.split(";")[0]));
    const cookie = () => [...jar.values()].join("; ");
    const signIn = await rawRequest(baseURL!, {
      method: "POST",
      path: "/login",
      headers: { "Content-Type": form, Origin: baseURL!, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": address },
      body: new URLSearchParams({ email: "medewerker@demo.example.org", password: DEMO_PASSWORD }).toString(),
    });
    expect(signIn.status).toBe(302);
    keep(signIn.cookies);
    const userPage = await rawRequest(baseURL!, { path: "/users/5", headers: { Cookie: cookie(), "CF-Connecting-IP": address } });
    keep(userPage.cookies);
    const token = /name="_csrf" value="([^"]+)"/.exec(userPage.body)?.[1];
    expect(token, "every post form of a signed-in page carries the token").toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const [path, body] of [
      ["/users/5/sign-in-as", ""],
      ["/locale", "locale=en&redirectTo=/"],
    ]) {
      const refused = await bare(path, cookie(), body);
      expect(refused.status, path).toBe(403);
      // A token with its last character changed (to another one: 1 token in 16 ends in "A").
      const forged = `${token!.slice(0, -1)}${token!.endsWith("A") ? "E" : "A"}`;
      expect((await bare(path, cookie(), `${body}&_csrf=${forged}`)).status, path).toBe(403);
    }
    const accepted = await bare("/locale", cookie(), `locale=en&redirectTo=/&_csrf=${token}`);
    expect(accepted.status).toBe(302);
    // Still the staff member: the refused sign-in-as changed nothing.
    keep(accepted.cookies);
    const home = await rawRequest(baseURL!, { path: "/users/5", headers: { Cookie: cookie(), "CF-Connecting-IP": address } });
    expect(home.body).not.toContain("/account/switch-back");
  });
});
