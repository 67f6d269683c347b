import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";

// Volunteer profiles, the pool and replies (docs/volunteer-profiles.md): a volunteer publishes a
// profile, the organization's admin finds it in the pool by theme and distance. Both projects
// share one server, so each has its own volunteer (api/seeds/demo.sql): no-js Pim, js Roos.
const ADMIN = "beheerder@demo.example.org";
const CASES = {
  "no-js": { email: "pim@demo.example.org", name: "Pim" },
  js: { email: "roos@demo.example.org", name: "Roos" },
} as const;

test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, javaScriptEnabled: boolean, email: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test("a volunteer publishes a profile and an organization's admin finds it in the pool by theme and distance", async ({ browser, javaScriptEnabled }) => {
  const { email, name } = CASES[javaScriptEnabled ? "js" : "no-js"];
  const intro = `Ik laat graag honden uit (${javaScriptEnabled ? "js" : "no-js"} ${Date.now()})`;

  const volunteer = await signedIn(browser, javaScriptEnabled, email);
  await volunteer.goto("/profile-edit/vrijwilligersprofiel");
  await volunteer.getByLabel("Ja, publiceer mijn profiel").check();
  await volunteer.getByRole("textbox", { name: "Over mij" }).fill(intro);
  await volunteer.getByRole("group", { name: "Thema's" }).getByLabel("Natuur en dieren").check();
  await volunteer.getByRole("group", { name: "Zaterdag" }).getByLabel("ochtend").check();
  await volunteer.getByRole("spinbutton", { name: "Uren per week" }).fill("4");
  await volunteer.getByRole("textbox", { name: "Postcode", exact: true }).fill("1011 AB");
  await volunteer.getByLabel("Hoe ver wil je reizen?").selectOption("10");
  await volunteer.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(volunteer.getByText("Je profiel is opgeslagen en staat in de vrijwilligerspool.")).toBeVisible();
  // The postcode's letters are not kept: the form shows the area.
  await expect(volunteer.getByRole("textbox", { name: "Postcode", exact: true })).toHaveValue("1011");

  const admin = await signedIn(browser, javaScriptEnabled, ADMIN);
  await admin.goto("/");
  await admin.getByRole("link", { name: "Vrijwilligerspool" }).first().click();
  await expect(admin).toHaveURL(/\/vrijwilligerspool$/);
  const search = admin.getByRole("search", { name: "Zoek in de vrijwilligerspool" });
  await search.getByRole("group", { name: "Thema's" }).getByLabel("Natuur en dieren").check();
  await search.getByLabel("Vanaf postcode").fill("1016");
  await search.getByLabel("Afstand").selectOption("5");
  await search.getByRole("button", { name: "Zoeken" }).click();
  await expect(admin).toHaveURL(/theme=4/);
  const card = admin.getByTestId("profile-card").filter({ hasText: intro });
  await expect(card.getByRole("heading", { name })).toBeVisible();
  await expect(card).toContainText("1011");
  expect(await admin.content()).not.toContain(email);
  await volunteer.context().close();
  await admin.context().close();
});
