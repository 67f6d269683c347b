import type { Page, TestInfo } from "@playwright/test";
import { publishFilledVacancy } from "../fixtures/vacancy-form";
import { DEMO_PASSWORD, expect, signIn, test, waitForHydration } from "../fixtures/accounts";

// The public pages of an organization and a vacancy as the centre's staff find them (issue 49):
// a readable address, a search box, and a delete that asks first, with JavaScript on and off.
// Each project makes and deletes its own organization and vacancy, so the demo data stays.
const STAFF = "medewerker@demo.example.org";

test.slow();

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";

/** A new organization, approved, so the social map shows it: through the staff's own forms. */
async function addApprovedOrganization(page: Page, testInfo: TestInfo, name: string) {
  await page.goto("/organizations/add");
  if (isJs(testInfo)) await waitForHydration(page);
  await page.getByLabel("Naam").fill(name);
  await page.getByRole("button", { name: "Toevoegen" }).click();
  // A first post of the add form can take a while on a loaded machine.
  await expect(page.getByText(`${name} is toegevoegd.`)).toBeVisible({ timeout: 15_000 });
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto("/organizations/approve");
  await page.getByRole("button", { name: `${name} goedkeuren` }).click();
  await expect(page.getByText(`${name} is goedgekeurd.`)).toBeVisible();
  return id;
}

/** A published vacancy of that organization, added by staff. */
async function addVacancy(page: Page, testInfo: TestInfo, organization: string, title: string) {
  await page.goto("/vacancies/add");
  if (isJs(testInfo)) {
    await waitForHydration(page);
    await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
  }
  await page.getByLabel("Organisatie").selectOption({ label: organization });
  return publishFilledVacancy(page, title);
}

test.describe("staff", () => {
  // The deleted organization's page is a 404, which the browser logs.
  test.use({ allowedErrors: /status of 404 \(Not Found\)/ });

  test("staff open an organization and its vacancy by their readable addresses and delete both after a question", async ({ page }, testInfo) => {
    await signIn(page, STAFF, DEMO_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const name = `Weg Ermee ${stamp}`;
    const id = await addApprovedOrganization(page, testInfo, name);
    const title = `Laatste klus ${stamp}`;
    const vacancyId = await addVacancy(page, testInfo, name, title);
    const slug = (text: string) => text.toLowerCase().replace(/ /g, "-");

    // The old address answers and names the readable one; the organization's page links the vacancy by it.
    await page.goto(`/sociale-kaart/${id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/sociale-kaart/${id}-${slug(name)}$`));
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/vacancies/${vacancyId}-${slug(title)}$`));

    // The vacancy: "delete" asks first; cancelling leaves it, confirming archives it.
    await page.getByRole("main").getByRole("link", { name: "Verwijderen", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Vacature verwijderen" })).toBeVisible();
    await page.getByRole("link", { name: "Annuleren" }).click();
    await expect(page.getByRole("heading", { name: "Vacature verwijderen" })).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Verwijderen", exact: true }).click();
    await page.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page).toHaveURL(/\/vacancies$/);
    await expect(page.getByText("De vacature is verwijderd.")).toBeVisible();

    await page.goto(`/sociale-kaart/${id}-${slug(name)}`);
    await expect(page.getByRole("main")).not.toContainText(title);
    await page.getByRole("main").getByRole("link", { name: "Verwijderen", exact: true }).click();
    await expect(page.getByText(`Weet je zeker dat je ${name} wilt verwijderen?`)).toBeVisible();
    await page.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(page.getByText("De organisatie is verwijderd.")).toBeVisible();
    expect((await page.goto(`/sociale-kaart/${id}`))?.status()).toBe(404);
  });
});

test("a visitor searches on from an organization's and a vacancy's page, and finds no delete", async ({ page }) => {
  await page.goto("/sociale-kaart/1");
  await expect(page.getByRole("link", { name: "Verwijderen" })).toHaveCount(0);
  await page.getByRole("search", { name: "Zoek een andere organisatie" }).getByRole("searchbox").fill("voedselbank");
  await page.getByRole("search", { name: "Zoek een andere organisatie" }).getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/\/sociale-kaart\?name=voedselbank$/);
  await expect(page.getByRole("link", { name: "Voedselbank Amsterdam-Oost" })).toBeVisible();

  await page.goto("/vacancies/1-vrijwilliger-sportcafe");
  await expect(page.getByRole("link", { name: "Verwijderen" })).toHaveCount(0);
  const search = page.getByRole("search", { name: "Zoek een andere vacature" });
  await search.getByRole("searchbox").fill("kok");
  await search.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/\/vacancies\/search\?q=kok$/);
  await expect(page.getByRole("link", { name: "Kok voor de buurtmaaltijd" })).toBeVisible();
});
