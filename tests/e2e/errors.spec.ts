import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { useLocale } from "../fixtures/locale";

// Spec sections 2 and 8: the exact texts, in both languages.
const screens = {
  en: {
    401: ["Not authorized", "You are not authorized to access this page."],
    403: ["Access forbidden", "You do not have access rights to this page."],
    404: ["Page not found", "We couldn't find the page you were looking for, please contact a system administrator or try again later."],
    500: ["Oops... something went wrong! (error code: 500)", "An unexpected error occurred. Please try again later."],
    503: ["Oops... something went wrong! (error code: 503)", "An unexpected error occurred. Please try again later."],
    "wrong-center": ["Logged in to the wrong website", "Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration."],
    none: ["Oops... something went wrong!", "An unexpected error occurred. Please try again later."],
    back: "Back to home",
  },
  nl: {
    401: ["Niet geautoriseerd", "Je bent niet gemachtigd om deze pagina te bekijken."],
    403: ["Toegang geweigerd", "Je hebt geen toegangsrechten voor deze pagina."],
    404: ["Pagina niet gevonden", "We konden de pagina die je zocht niet vinden. Neem contact op met een systeembeheerder of probeer het later opnieuw."],
    500: ["Oeps... er is iets misgegaan! (foutcode: 500)", "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."],
    503: ["Oeps... er is iets misgegaan! (foutcode: 503)", "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."],
    "wrong-center": ["Ingelogd op de verkeerde website", "Neem contact op met de beheerder van deze website. Dit gebruikersaccount is geregistreerd bij een van de andere partners in het samenwerkingsverband."],
    none: ["Oeps... er is iets misgegaan!", "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."],
    back: "Terug naar home",
  },
} as const;

const statusOf = { 401: 401, 403: 403, 404: 404, 500: 500, 503: 503, "wrong-center": 403, none: 500 } as const;

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

test("crawlers get the status of a failed page without the page", async ({ request }) => {
  const response = await request.get("/no/such/page", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("");
  const person = await request.get("/no/such/page", { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0" } });
  expect(person.status()).toBe(404);
  expect(await person.text()).toContain("Pagina niet gevonden");
});
