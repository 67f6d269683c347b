import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { useLocale } from "../fixtures/locale";

// Spec sections 2 and 8: the error screen in the page, in both languages, with JavaScript on and
// off. Every kind's exact texts (401, 403, 404, 500, 503, the wrong centre, an error without a
// status) are held by app/utils/error-texts.test.ts (issue 16: the same screen, only the texts
// differ); here the two kinds that reach it by different paths: a thrown response whose message
// picks the screen (the wrong centre, 403) and a thrown Error without a status (500), plus an
// unknown path (404) below.
const screens = {
  en: {
    "wrong-center": [
      "Logged in to the wrong website",
      "Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration.",
    ],
    none: ["Oops... something went wrong!", "An unexpected error occurred. Please try again later."],
    404: ["Page not found"],
    back: "Back to home",
  },
  nl: {
    "wrong-center": [
      "Ingelogd op de verkeerde website",
      "Neem contact op met de beheerder van deze website. Dit gebruikersaccount is geregistreerd bij een van de andere partners in het samenwerkingsverband.",
    ],
    none: ["Oeps... er is iets misgegaan!", "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."],
    404: ["Pagina niet gevonden"],
    back: "Terug naar home",
  },
} as const;

const statusOf = { "wrong-center": 403, none: 500 } as const;

for (const locale of ["nl", "en"] as const) {
  test.describe(`error screens in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLocale(context, baseURL, locale));

    for (const kind of Object.keys(statusOf) as (keyof typeof statusOf)[]) {
      test(`${kind} shows its title and description`, async ({ page }) => {
        const query = kind === "none" ? "" : `?status=${kind}`;
        const response = await page.goto(`/test/server-error${query}`);
        expect(response?.status()).toBe(statusOf[kind]);
        const [title, description] = screens[locale][kind];
        await expect(page.getByTestId("error-title")).toHaveText(title);
        await expect(page.getByTestId("error-description")).toHaveText(description);
        // The screen's title, then the site's name (spec: "{title} - {app name}").
        await expect(page).toHaveTitle(`${title} - Vrijwilligerscentrale Demo`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
      });
    }

    test("an unknown path is 'Page not found', and 'Back to home' leaves the error", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("error-title")).toHaveText(screens[locale][404][0]);
      // The site's header stays, so the visitor still knows where they are.
      await expect(page.getByTestId("center-name")).toHaveText("Vrijwilligerscentrale Demo");
      await page.getByRole("link", { name: screens[locale].back }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("error-title")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Vrijwilligerscentrale Demo");
    });

    test("an error page has no accessibility violations", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
      await page.goto("/no/such/page");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}

test("crawlers get the status of a failed page without the page", { tag: "@only-no-js" }, async ({ request }) => {
  const response = await request.get("/no/such/page", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("");
  const person = await request.get("/no/such/page", { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0" } });
  expect(person.status()).toBe(404);
  expect(await person.text()).toContain("Pagina niet gevonden");
  // A browser whose user agent mentions an audit is a person's too (it got a bare 404 before session 49).
  const auditor = await request.get("/no/such/page", { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 audit" } });
  expect(auditor.status()).toBe(404);
  expect(await auditor.text()).toContain("Pagina niet gevonden");
});
