import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { useLocale } from "../fixtures/locale";
import { demoCenters, onHost } from "../fixtures/tenants";
import { rawRequest } from "../fixtures/visitors";

async function expectCenter(page: Page, center: { name: string; primary700: string }) {
  await expect(page.getByTestId("center-name")).toHaveText(center.name);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(center.name);
  await expect(page.getByTestId("site-header")).toHaveCSS("background-color", center.primary700);
}

test("the default tenant's home page shows its centre in Dutch", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expectCenter(page, demoCenters.demo);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page).toHaveTitle(`Home - ${demoCenters.demo.name}`);
  await expect(page.getByRole("img", { name: `Logo van ${demoCenters.demo.name}` })).toBeVisible();
});

test("a tenant's own host shows that tenant's centre and colours", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "oldebroek"));
  await expectCenter(page, demoCenters.oldebroek);
  await expect(page.locator("html")).toHaveAttribute("data-tenant", "oldebroek");
});

test("a partner's host shows that partner's centre within its tenant", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "hattem"));
  await expectCenter(page, demoCenters.hattem);
});

test("/switch changes the tenant and keeps the choice", async ({ page }) => {
  await page.goto("/switch");
  await expect(page).toHaveTitle(/^Kies een omgeving - /);
  await page.getByRole("button", { name: "Bekijk roermond" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectCenter(page, demoCenters.roermond);

  await page.goto("/");
  await expectCenter(page, demoCenters.roermond);

  await page.goto("/switch");
  await page.getByRole("button", { name: "Bekijk demo" }).click();
  await expectCenter(page, demoCenters.demo);
});

test("/switch is offered only where switching has an effect: not on a tenant's own host", async ({ page, baseURL }) => {
  const footer = page.getByRole("navigation", { name: "Meer op deze site" });
  await page.goto("/");
  await expect(footer.getByRole("link", { name: "Andere omgeving" })).toHaveAttribute("href", "/switch");
  // On oldebroek.localhost the host decides the tenant: a choice would change nothing.
  await page.goto(onHost(baseURL, "oldebroek"));
  await expect(footer.getByRole("link", { name: "Partners" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Andere omgeving" })).toHaveCount(0);
  expect((await rawRequest(baseURL!, { path: "/switch", host: "oldebroek.localhost" })).status).toBe(404);
  const post = await rawRequest(baseURL!, {
    method: "POST",
    path: "/switch",
    host: "oldebroek.localhost",
    headers: { Origin: new URL(onHost(baseURL, "oldebroek")).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: "tenant=roermond",
  });
  expect(post.status).toBe(404);
  expect(post.cookies.join(";")).not.toContain("tenant=");
});

for (const locale of ["nl", "en"] as const) {
  test(`the home page and /switch have no accessibility violations in ${locale}`, async ({ page, context, baseURL, javaScriptEnabled }) => {
    // axe runs as a script inside the page, which a JavaScript-off browser refuses; the markup
    // it checks is the same server-rendered HTML in both projects.
    test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
    await useLocale(context, baseURL, locale);
    for (const path of ["/", "/switch"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
}

test("a cross-site form post is refused with 403 and changes nothing", { tag: "@only-no-js" }, async ({ request, page }) => {
  const refused = await request.post("/switch", {
    form: { tenant: "roermond" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["set-cookie"] ?? "").not.toContain("tenant=");
  await page.goto("/");
  await expect(page.getByTestId("center-name")).toHaveText(demoCenters.demo.name);
});

test("a locked host shows only its landing page", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "handen", "/vacancies/search?q=x"));
  await expect(page).toHaveURL(onHost(baseURL, "handen", "/gelderse-handen"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gelderse Handen");
  const partners = page.getByTestId("partner");
  await expect(partners.getByRole("heading")).toHaveText(["Vrijwilligerscentrale Oldebroek", "Vrijwilligerswerk Hattem"]);
  // "Choose the centre near you": each card links to that centre's own site.
  expect(await partners.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    onHost(baseURL, "oldebroek", "/"),
    onHost(baseURL, "hattem", "/"),
  ]);
  // The language switch posts to the landing page itself: the locked host allows no other path.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(onHost(baseURL, "handen", "/gelderse-handen"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Choose the centre near you.")).toBeVisible();
  await page.goto(onHost(baseURL, "handen", "/login"));
  await expect(page).toHaveURL(onHost(baseURL, "handen", "/gelderse-handen"));
});

test("pages and static files carry the security headers; hashed assets are cached for a year", { tag: "@only-no-js" }, async ({ request, page }) => {
  const home = await request.get("/");
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  expect(home.headers()["x-frame-options"]).toBe("DENY");
  expect(home.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const asset = await request.get(stylesheet!);
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  expect(asset.headers()["cache-control"]).toContain("immutable");
});
