import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/console-guard";
import { DEMO_PASSWORD, signIn } from "../fixtures/accounts";
import { ACTORS } from "../sweep/routes";

// What a visitor meets first and how every role finds its way (docs/front-door.md), on a phone
// and a desktop screen, with JavaScript on and off: each width in one project (issue 16), the
// phone with JavaScript (most phones), the desktop without, so each width and each project is
// walked once instead of all four pairs. Whether a page is wider than the screen is measured by
// the accessibility sweep (a11y-sweep.spec.ts), which opens every page anyway.

const header = (page: Page) => page.getByTestId("site-header");
const WIDTHS = [
  { width: 390, tag: "@only-js" },
  { width: 1280, tag: "@only-no-js" },
] as const;

/** The header's links as a visitor sees them: on a phone the primary ones sit behind "Menu". */
async function headerLinks(page: Page, width: number) {
  if (width < 1024)
    await header(page)
      .locator("summary", { hasText: /^Menu$/ })
      .click();
  const links = header(page).locator("a:visible");
  return [...new Set(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href")!)))];
}

async function expectAllOk(page: Page, hrefs: string[]) {
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
}

for (const { width, tag } of WIDTHS) {
  test.describe(`at ${width} px`, { tag }, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a visitor reaches a vacancy in two clicks and the social map in one, and every header link answers", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Zoek vacatures" }).click();
      await expect(page).toHaveURL(/\/vacancies\/search\?/);
      await page.getByRole("list", { name: "Vacatures" }).getByRole("link").first().click();
      await expect(page).toHaveURL(/\/vacancies\/\d+-[a-z0-9-]+$/);
      await expect(page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link", { name: "Vacatures" })).toBeVisible();

      await page.goto("/");
      await page.getByRole("link", { name: "Naar de sociale kaart" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Sociale kaart/);

      await page.goto("/");
      const links = await headerLinks(page, width);
      expect(links).toEqual(expect.arrayContaining(["/", "/vacancies/search", "/sociale-kaart"]));
      await expectAllOk(page, links);
    });

    test("an organization admin lands on their organization and reaches its edit form by links", async ({ page }) => {
      await signIn(page, ACTORS.orgAdmin, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/organizations\/1$/);
      await expect(page.getByRole("heading", { level: 1, name: "Sportvereniging De Demo" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Openstaande vacatures" })).toBeVisible();
      await page.getByRole("link", { name: "Bewerken" }).click();
      await expect(page).toHaveURL(/\/organizations\/1\/edit$/);
      await expect(page.getByLabel("Naam", { exact: true })).toHaveValue("Sportvereniging De Demo");

      const role = page.getByRole("navigation", { name: "Jouw menu" });
      await expect(role.getByRole("link", { name: "Mijn organisatie" })).toHaveAttribute("href", "/organizations/1");
      await expectAllOk(page, await headerLinks(page, width));
    });

    test("staff see the centre's navigation with the queue's count, the current section marked", async ({ page }) => {
      await signIn(page, ACTORS.staff, DEMO_PASSWORD);
      await page.goto("/organizations/approve");
      const role = page.getByRole("navigation", { name: "Jouw menu" });
      const queue = role.getByRole("link", { name: /^Te beoordelen/ });
      await expect(queue).toHaveAttribute("aria-current", "page");
      await expect(queue).toContainText(/\d+/);
      await expect(role.getByRole("link", { name: "Organisaties" })).not.toHaveAttribute("aria-current", "page");
      await expectAllOk(page, await headerLinks(page, width));
    });

    test("a volunteer is offered nothing that answers 403", async ({ page }) => {
      test.slow(); // a dozen pages and requests
      await signIn(page, ACTORS.volunteer, DEMO_PASSWORD);
      await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
      const role = page.getByRole("navigation", { name: "Jouw menu" });
      await expect(role.getByRole("link")).toHaveText([
        "Dashboard",
        "Mijn aanmeldingen",
        "Mijn profiel",
        "Mijn uren",
        "Reacties op profielen",
        "Mijn activiteiten",
      ]);
      const seen = new Set<string>(await headerLinks(page, width));
      // Their own pages, and the home page's calls to action: where a manager's buttons would be.
      for (const path of ["/applications", "/profiel", "/organizations/1"]) {
        await page.goto(path);
        for (const href of await page
          .getByRole("main")
          .locator("a[href^='/']")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))
          seen.add(href);
      }
      await page.goto("/");
      for (const href of await page
        .getByRole("region", { name: "Doe mee" })
        .locator("a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))
        seen.add(href);
      // /vacancies is not theirs: they land on the public list, without a "New vacancy" button.
      await page.goto("/vacancies");
      await expect(page).toHaveURL(/\/vacancies\/search$/);
      await expect(page.getByRole("link", { name: "Nieuwe vacature" })).toHaveCount(0);
      seen.delete("/uitloggen");
      // One of each kind of page is enough: the same route answers every id alike.
      const kinds = new Map([...seen].map((href) => [href.replace(/\/\d+/g, "/:id"), href]));
      for (const href of kinds.values()) expect((await page.request.get(href)).status(), href).not.toBe(403);
    });

    test("the English account gets English after signing in", async ({ page }) => {
      await signIn(page, "volunteer@demo.example.org", DEMO_PASSWORD);
      await expect(page.getByText("You are signed in.")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Vrijwilligerscentrale Demo");
    });
  });
}

test("web and e-mail addresses in a plain-text description are links, and nothing else is", { tag: "@only-no-js" }, async ({ page }) => {
  await page.goto("/sociale-kaart/103");
  const about = page.getByRole("region", { name: "Over ons" });
  await expect(about.getByRole("link", { name: "www.maatjesnoord.example" })).toHaveAttribute("href", "https://www.maatjesnoord.example");
  await expect(about.getByRole("link", { name: "info@maatjesnoord.example" })).toHaveAttribute("href", "mailto:info@maatjesnoord.example");
  await expect(about.getByRole("link")).toHaveCount(2);
  await expect(about).toContainText("Maatjes voor eenzame ouderen");
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("the staff's lists become cards: nothing clipped, nothing wider than the screen", async ({ page }) => {
    await signIn(page, ACTORS.staff, DEMO_PASSWORD);
    for (const url of ["/users", "/organizations", "/vacancies"]) {
      await page.goto(url);
      const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
      expect(scrollWidth, url).toBeLessThanOrEqual(width);
      // Each cell says which column it is, and the table is still a table for screen readers.
      const cell = page.getByRole("table").getByRole("row").nth(1).getByRole("cell").first();
      expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content), url).not.toBe("none");
    }
  });
});
