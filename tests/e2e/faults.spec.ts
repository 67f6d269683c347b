import { axeViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/console-guard";
import { useLocale } from "../fixtures/locale";

// Issue 8, faults: D1 is down. This spec runs only in the projects faults-no-js and faults-js,
// against their own server (playwright.config.ts, FAULTS_PORT): the real built web worker, and
// the real api worker handed a D1 binding that fails on every call (api/test/outage/). The api
// answers 503; every page must then be the error screen with code 503, never a crash page, a
// misleading form error or a 500 (docs/testing.md, "Faults").

const screen = {
  nl: {
    title: "Oeps... er is iets misgegaan! (foutcode: 503)",
    description: "Er is een onverwachte fout opgetreden. Probeer het later opnieuw.",
    back: "Terug naar home",
  },
  en: {
    title: "Oops... something went wrong! (error code: 503)",
    description: "An unexpected error occurred. Please try again later.",
    back: "Back to home",
  },
} as const;

// Pages a visitor reaches first, each loading other data from the api (the root loader reads the
// centre for every page; these also read vacancies, the social map, an organization).
const PAGES = ["/", "/vacancies/search", "/vacancies/1", "/sociale-kaart", "/organizations/1", "/login"];

// The browser reports every 503 document it loads as a console error; that is the point here.
test.use({ allowedErrors: /status of 503/ });

for (const locale of ["nl", "en"] as const) {
  test.describe(`with D1 down, in ${locale}`, () => {
    const texts = screen[locale];
    test.beforeEach(async ({ context, baseURL }) => useLocale(context, baseURL, locale));

    // One test for all pages: each is one document request, and a test's own browser context
    // costs more than the request (the run stays well under a minute).
    test("every page is the 503 error screen", async ({ page }) => {
      for (const path of PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(503);
        expect(response?.headers()["retry-after"], path).toBe("30");
        await expect(page.getByTestId("error-title"), path).toHaveText(texts.title);
        await expect(page.getByTestId("error-description"), path).toHaveText(texts.description);
        await expect(page, path).toHaveTitle(texts.title);
        await expect(page.locator("html"), path).toHaveAttribute("lang", locale);
        await expect(page.getByRole("link", { name: texts.back }), path).toHaveAttribute("href", "/");
      }
    });

    test("signing in is the 503 screen, not 'wrong password'", async ({ page, baseURL }) => {
      // The login page cannot load while the api is down, so the form is one a tab opened before
      // the outage would hold: served on the site's origin by the test, posting to the real action.
      await page.route("**/outage-login-form", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="${locale}"><title>login</title><form method="post" action="/login">
            <input name="email" value="vrijwilliger@example.org"><input name="password" value="Inzet-demo-2026!">
            <button>${texts.back}</button></form></html>`,
        }),
      );
      await page.goto(`${baseURL}/outage-login-form`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/login") && r.request().method() === "POST"),
        page.getByRole("button", { name: texts.back }).click(),
      ]);
      expect(response.status()).toBe(503);
      await expect(page.getByTestId("error-title")).toHaveText(texts.title);
      await expect(page.getByRole("alert")).toHaveCount(0);
    });

    test("'Back to home' leads to the same screen while D1 stays down", async ({ page }) => {
      await page.goto("/vacancies/search");
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/"),
        page.getByRole("link", { name: texts.back }).click(),
      ]);
      expect(response.status()).toBe(503);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("error-title")).toHaveText(texts.title);
    });

    test("the screen has no accessibility violations", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
      await page.goto("/");
      await expect(page.getByTestId("error-title")).toHaveText(texts.title);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("a crawler gets the bare 503 with Retry-After, so it comes back rather than drops the page", async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "no browser involved: once is enough");
  const response = await request.get("/vacancies/search", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toBe("30");
  expect(await response.text()).toBe("");
});
