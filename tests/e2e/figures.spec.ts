import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expect, fillAccountFields, signIn, test, uniqueEmail } from "../fixtures/accounts";

// Dashboard and figures (docs/analytics.md), with JavaScript off and on. Staff land on their
// dashboard; the figures of 2024 are the demo's history (api/seeds/analytics-history.sql), rolled
// up when the server starts, and must equal the counts written out here by hand.
const STAFF = "medewerker@demo.example.org";

async function toApprove(page: Page) {
  const text = await page.getByTestId("dashboard-organizations_to_approve").textContent();
  return Number(/(\d+)\+?\s*$/.exec(text ?? "")?.[1]);
}

async function signUpOrganization(page: Page, testInfo: TestInfo) {
  await page.goto("/organizations/signup");
  await page.getByLabel("Naam", { exact: true }).fill(`Cijfertest ${testInfo.project.name} ${Date.now()}`);
  await page.getByLabel("Soort").selectOption("Foundation");
  await page.getByLabel("Plaats").fill("Demodorp");
  await fillAccountFields(page.getByRole("group", { name: "Jouw account" }), {
    email: uniqueEmail(testInfo, "figures"),
    password: "Onze-club-2026",
    firstName: "Cor",
    lastName: "Cijfer",
  });
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
}

test("staff land on the dashboard, whose count goes up when an organization signs up", async ({ page }, testInfo) => {
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const before = await toApprove(page);
  expect(before).toBeGreaterThanOrEqual(1);

  await page.context().clearCookies();
  await signUpOrganization(page, testInfo);

  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Other tests sign organizations up at the same time: at least this one more.
  expect(await toApprove(page)).toBeGreaterThan(before);
  await page.getByTestId("dashboard-organizations_to_approve").click();
  await expect(page).toHaveURL(/\/organizations\/approve$/);
});

test("the figures of 2024 are the demo's history, counted by hand", async ({ page }) => {
  await signIn(page, STAFF, DEMO_PASSWORD);
  await page.getByRole("link", { name: "Cijfers" }).first().click();
  await expect(page).toHaveURL(/\/analytics$/);
  await page.getByLabel("Van", { exact: true }).fill("2024-01-01");
  await page.getByLabel("Tot en met", { exact: true }).fill("2024-12-31");
  await page.getByLabel("Uitsplitsing van", { exact: true }).selectOption("applications");
  await page.getByRole("button", { name: "Toon" }).click();
  await expect(page).toHaveURL(/from=2024-01-01&to=2024-12-31&metric=applications/);

  // 12 vacancies of 2024 (one a month) against 6 in 2023; 5 applications each: 60 against 30;
  // 2 of each accepted in 2024 (24), 1 in 2023 (6).
  const totals = page.getByRole("table", { name: "Totalen" });
  const row = (name: string) => totals.getByRole("row", { name: new RegExp(`^${name}`) });
  await expect(row("Gepubliceerde vacatures")).toHaveText(/Gepubliceerde vacatures\s*12\s*6\s*\+100%/);
  await expect(totals.getByRole("row", { name: /^Aanmeldingen \d/ })).toHaveText(/Aanmeldingen\s*60\s*30\s*\+100%/);
  await expect(row("Aangenomen aanmeldingen")).toHaveText(/Aangenomen aanmeldingen\s*24\s*6\s*\+300%/);

  // By month, theme and place: each chart is an image with a name, its table beside it.
  const month = page.getByRole("figure", { name: "Aanmeldingen per maand" });
  await expect(month.getByRole("img")).toHaveAccessibleName(/Staafdiagram: Aanmeldingen per maand/);
  await expect(month.getByRole("row", { name: /^feb/ })).toHaveText(/5\s*5$/);
  await expect(month.getByRole("row", { name: /^jul/ })).toHaveText(/5\s*0$/);
  const theme = page.getByRole("figure", { name: "Aanmeldingen per thema" });
  await expect(theme.getByRole("row", { name: /^Zorg en welzijn/ })).toHaveText(/60\s*30$/);
  await expect(theme.getByRole("row", { name: /^Taal/ })).toHaveText(/15\s*15$/);
  const place = page.getByRole("figure", { name: "Aanmeldingen per plaats" });
  await expect(place.getByRole("row", { name: /^Amsterdam/ })).toHaveText(/30\s*15$/);
  await expect(place.getByRole("row", { name: /^Demodorp/ })).toHaveText(/30\s*15$/);

  const csv = await page.request.get("/analytics/export.csv?from=2024-01-01&to=2024-12-31&metric=applications");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`"Totalen","Aanmeldingen",60,30`);

  // Per organization: the archived foundation of the history, sortable, and its CSV.
  await page.getByRole("link", { name: "Cijfers per organisatie" }).click();
  await expect(page).toHaveURL(/\/analytics\/index-2\?/);
  await page.getByRole("link", { name: "Sorteer op Aanmeldingen" }).click();
  await page.getByRole("link", { name: "Sorteer op Aanmeldingen" }).click();
  await expect(page.getByRole("columnheader", { name: /Aanmeldingen/ })).toHaveAttribute("aria-sort", "descending");
  const history = page.getByRole("row", { name: /Stichting Buurtfonds/ });
  // 24 accepted of 60 decisions; every answer 5 days after the application.
  await expect(history).toHaveText(/Stichting Buurtfonds \(opgeheven\)\s*12\s*60\s*24\s*40\s*%\s*5 dagen/);
  const orgCsv = await page.request.get("/analytics/index-2.csv?from=2024-01-01&to=2024-12-31");
  expect(await orgCsv.text()).toContain('"Stichting Buurtfonds (opgeheven)",12,60,24,36,0.4,120');
});

test("the default period runs through today and the demo's last twelve months are not empty", async ({ page }) => {
  await signIn(page, STAFF, DEMO_PASSWORD);
  await page.goto("/analytics");
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByLabel("Tot en met", { exact: true })).toHaveValue(today);
  await expect(page.getByText(/de dagen daarna, vandaag ook, worden geteld terwijl je kijkt/)).toBeVisible();
  // The demo's closed harvest festival: 84 applications over the last twelve months (its seed);
  // the demo's own applications and other tests' add to them.
  const applications = await page
    .getByRole("table", { name: "Totalen" })
    .getByRole("row", { name: /^Aanmeldingen \d/ })
    .textContent();
  expect(Number(/^Aanmeldingen\s*(\d+)/.exec(applications ?? "")?.[1])).toBeGreaterThanOrEqual(84);
  // Its vacancies were published 20, 50, … 350 days ago: at least eleven months have applications.
  const months = page.getByRole("figure", { name: "Aanmeldingen per maand" }).getByRole("table");
  const current = await months.locator("tbody tr td:first-of-type").allTextContents();
  expect(current.filter((cell) => cell.trim() !== "0").length).toBeGreaterThanOrEqual(11);
});
