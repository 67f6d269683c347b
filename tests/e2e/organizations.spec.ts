import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";
import { useLocale } from "../fixtures/locale";

// Every flow runs in both projects: JavaScript off (plain GET forms and links) and on.
const STAFF = "medewerker@demo.example.org";

async function signInAsStaff(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path).replace(/[?]/g, "\\?")}$`));
  await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

test.describe("the public organization page", () => {
  // The pending organization and the bad id are 404s, which the browser logs.
  test.use({ allowedErrors: /status of 404 \(Not Found\)/ });

  test("an approved organization shows its details and address; others are not found", async ({ page }) => {
    const response = await page.goto("/organizations/1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Sportvereniging De Demo - /);
    await expect(page.getByRole("heading", { level: 1, name: "Sportvereniging De Demo" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("Organisatie");
    await expect(main).toContainText("Voetbal, hockey en tennis voor jong en oud.");
    await expect(main.getByRole("link", { name: "https://sport.example.org" })).toHaveAttribute("href", "https://sport.example.org");
    await expect(main.getByRole("link", { name: "010-1234567" })).toHaveAttribute("href", "tel:0101234567");
    await expect(main.getByRole("link", { name: "info@sport.example.org" })).toHaveAttribute("href", "mailto:info@sport.example.org");
    await expect(main).toContainText("Sportlaan 12, 1234 AB Demodorp");
    await expect(main.getByRole("link", { name: "Bekijk op OpenStreetMap" })).toHaveAttribute("href", /mlat=52\.3702&mlon=4\.8952/);

    // Denied (the pending ones are decided by the queue's test): invisible to a visitor who is
    // signed out, so it does not exist.
    expect((await page.goto("/organizations/6"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Bakkerij Van Dam");
    expect((await page.goto("/organizations/999999"))?.status()).toBe(404);
    expect((await page.goto("/organizations/abc"))?.status()).toBe(404);
    await expect(page.getByText("Page Not Found: /organizations/abc")).toBeVisible();
  });
});

test("the public page speaks English too", async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL, "en");
  await page.goto("/organizations/3");
  await expect(page.getByRole("heading", { level: 1, name: "Basisschool De Regenboog" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("School", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: "About us" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Location" })).toBeVisible();
  await expect(main).toContainText("Schoolstraat 3, 1234 CD Demodorp");
  // No phone number in the profile: the row is left out rather than shown empty.
  await expect(main).not.toContainText("Phone number");
});

test("staff see the list, search it, filter it by status and type, and page through it", async ({ page }) => {
  await signInAsStaff(page, "/organizations");
  await expect(page).toHaveTitle(/^Organisaties - /);
  await expect(page.getByRole("heading", { level: 1, name: "Organisaties" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Aanmeldingen beoordelen" })).toHaveAttribute("href", "/organizations/approve");
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: "Sportvereniging De Demo" })).toHaveAttribute("href", "/organizations/1");
  // Staff of the centre see its pending and denied organizations too.
  await expect(table.getByRole("row").filter({ hasText: "Bakkerij Van Dam" })).toContainText("Afgewezen");

  await page.getByLabel("Status").selectOption("denied");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/status=denied/);
  await expect(table.getByRole("link", { name: "Bakkerij Van Dam" })).toBeVisible();
  await expect(table.getByRole("link", { name: "Sportvereniging De Demo" })).toHaveCount(0);
  await expect(page.getByLabel("Status")).toHaveValue("denied");

  await page.goto("/organizations");
  await page.getByLabel("Naam bevat").fill("regenboog");
  await page.getByLabel("Soort").selectOption("School");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Organisaties 1–1" })).toBeVisible();
  await expect(table.getByRole("link")).toHaveText(["Basisschool De Regenboog"]);

  await page.goto("/organizations?per_page=3");
  const pager = page.getByRole("navigation", { name: "Paginering" });
  await expect(page.getByRole("status").filter({ hasText: "Organisaties 1–3" })).toBeVisible();
  await expect(pager).toContainText("Pagina 1");
  await pager.getByRole("link", { name: "Volgende pagina" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText("Pagina 2");
  await expect(page.getByRole("status").filter({ hasText: /^Organisaties 4–[4-6]$/ })).toBeVisible();
  await expect(pager.getByRole("link", { name: "Vorige pagina" })).toBeVisible();
});

test("the list is for signed-in visitors only", async ({ page }) => {
  await page.goto("/organizations?status=pending");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Forganizations%3Fstatus%3Dpending$/);
});

test.describe("the approval queue", () => {
  // An empty bulk approval is refused with a 400; a volunteer gets the 403 screen.
  test.use({ allowedErrors: /status of (400 \(Bad Request\)|403 \(Forbidden\))/ });

  // Both projects share one database: each decides on its own demo organization, js with the
  // row's button, no-js with the checkboxes (their `form` attribute joins them to the bulk form).
  // Denying shares the row's code path; its action is unit-tested beside it.
  const decisions = { js: { name: "Buurthuis In Oprichting", bulk: false }, "no-js": { name: "Stichting Samen Sterk", bulk: true } } as const;

  test("staff approve a pending organization and it leaves the queue", async ({ page }, testInfo) => {
    const { name, bulk } = decisions[testInfo.project.name as keyof typeof decisions];
    await signInAsStaff(page, "/organizations/approve");
    await expect(page).toHaveTitle(/^Aanmeldingen beoordelen - /);
    const queue = page.getByRole("list", { name: "Organisaties in afwachting" });
    await expect(queue.getByRole("link", { name })).toBeVisible();
    await expect(queue).not.toContainText("Sportvereniging De Demo");

    // Approving nothing says what to do instead.
    await page.getByRole("button", { name: "Geselecteerde goedkeuren" }).click();
    await expect(page.getByRole("alert")).toContainText("Kies eerst een of meer organisaties.");

    const row = queue.getByRole("listitem").filter({ hasText: name });
    if (bulk) {
      await row.getByRole("checkbox", { name: `${name} selecteren` }).check();
      await page.getByRole("button", { name: "Geselecteerde goedkeuren" }).click();
      await expect(page.getByText("1 organisatie goedgekeurd.")).toBeVisible();
    } else {
      await row.getByLabel("Reden (optioneel, wordt gemaild naar de beheerders)").fill("Beoordeeld in de e2e-test.");
      await row.getByRole("button", { name: `${name} goedkeuren` }).click();
      await expect(page.getByText(`${name} is goedgekeurd.`)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/organizations\/approve$/);
    await expect(page.getByRole("link", { name })).toHaveCount(0);

    await page.goto(`/organizations?name=${encodeURIComponent(name)}`);
    await expect(page.getByRole("table")).toContainText("Goedgekeurd");
  });

  test("the queue is for staff and super admins only", async ({ page }) => {
    await page.goto("/organizations/approve");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forganizations%2Fapprove$/);
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD, { open: false });
    await expect(page.getByRole("heading", { level: 1, name: "Toegang geweigerd" })).toBeVisible();
    // The list is theirs to see (approved ones, and their own), without the way to the queue.
    await page.goto("/organizations");
    await expect(page.getByRole("heading", { level: 1, name: "Organisaties" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aanmeldingen beoordelen" })).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the js project");

  test("the public page, the list and the queue pass axe", async ({ page }) => {
    await page.goto("/organizations/1");
    expect(await axeViolations(page)).toEqual([]);
    await signInAsStaff(page, "/organizations");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/organizations/approve");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the public page offers edit and move only to those who may", async ({ page }) => {
  const links = () => page.getByRole("main").getByRole("link", { name: /^(Bewerken|Verplaatsen)$/ });
  await page.goto("/organizations/1");
  await expect(links()).toHaveCount(0);

  await signIn(page, "beheerder@demo.example.org", DEMO_PASSWORD);
  await page.goto("/organizations/1");
  await expect(links()).toHaveText(["Bewerken"]);
  await page.getByRole("link", { name: "Bewerken" }).click();
  await expect(page).toHaveURL(/\/organizations\/1\/edit$/);

  await page.context().clearCookies();
  await signIn(page, "medewerker@demo.example.org", DEMO_PASSWORD);
  await page.goto("/organizations/1");
  await expect(links()).toHaveText(["Bewerken", "Verplaatsen"]);
  await page.goto("/organizations");
  await expect(page.getByRole("link", { name: "Organisatie toevoegen" })).toHaveAttribute("href", "/organizations/add");
});
