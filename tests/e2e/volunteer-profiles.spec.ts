import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";
import { onHost } from "../fixtures/tenants";

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

test("a volunteer publishes a profile, an organization's admin finds it by theme and distance and replies with a vacancy, the volunteer accepts and a conversation opens", async ({ browser, javaScriptEnabled }) => {
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

  // The admin replies with a vacancy; the reply waits for the volunteer.
  const message = `Kom je bij ons helpen? (${Date.now()})`;
  await card.getByRole("link", { name: `Reageren op ${name}` }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Reageren op het profiel van ${name}`);
  await admin.getByLabel("Vacature (niet verplicht)").selectOption({ label: "Jeugdtrainer voetbal (F-jes)" });
  await admin.getByLabel("Je bericht").fill(message);
  await admin.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(admin).toHaveURL(/\/profile-replies\?box=sent$/);
  const sent = admin.getByTestId("profile-reply").filter({ hasText: message });
  await expect(sent).toContainText("Wacht op antwoord");

  // The volunteer sees it (navigation, notification) and accepts: a conversation opens.
  await volunteer.goto("/");
  await expect(volunteer.getByRole("region", { name: "Bied jezelf aan" })).toBeVisible();
  await volunteer.getByRole("link", { name: "Reacties op profielen" }).first().click();
  const received = volunteer.getByTestId("profile-reply").filter({ hasText: message });
  await expect(received.getByRole("heading", { name: "Sportvereniging De Demo" })).toBeVisible();
  await expect(received).toContainText("Jeugdtrainer voetbal (F-jes)");
  await received.getByLabel("Je antwoord (niet verplicht)").fill("Graag, wanneer kan ik langskomen?");
  await received.getByRole("button", { name: "Accepteren en gesprek starten" }).click();
  await expect(volunteer).toHaveURL(/\/conversations\/\d+$/);
  await expect(volunteer.getByTestId("messages")).toContainText(message);
  await expect(volunteer.getByTestId("messages")).toContainText("Graag, wanneer kan ik langskomen?");
  expect(await volunteer.content()).not.toContain(ADMIN);

  // The organization sees the reply accepted, and the conversation.
  await admin.reload();
  await expect(sent).toContainText("Geaccepteerd");
  await sent.getByRole("link", { name: "Naar het gesprek" }).click();
  await expect(admin.getByTestId("messages")).toContainText("Graag, wanneer kan ik langskomen?");
  expect(await admin.content()).not.toContain(email);
  await volunteer.context().close();
  await admin.context().close();
});

test.describe("on the meedoen tenant (volunteer profiles off)", () => {
  test.use({ allowedErrors: /status of 404 \(Not Found\)/ });

  test("the profile screen, the pool and the replies answer 404, and no link leads there", async ({ page, baseURL }) => {
    for (const path of ["/profile-edit/vrijwilligersprofiel", "/vrijwilligerspool", "/profile-replies", "/profile-replies/new?profile=2301"]) {
      const response = await page.goto(onHost(baseURL, "meedoen", path));
      expect(response?.status(), path).toBe(404);
    }
    await page.goto(onHost(baseURL, "meedoen", "/login"));
    await signIn(page, "beheerder@meedoen.example.org", DEMO_PASSWORD, { open: false });
    await page.goto(onHost(baseURL, "meedoen", "/"));
    await expect(page.getByRole("region", { name: "Bied jezelf aan" })).toHaveCount(0);
    await page.goto(onHost(baseURL, "meedoen", "/profile-edit"));
    await expect(page.getByRole("navigation", { name: "Onderdelen van je profiel" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Vrijwilligersprofiel" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Vrijwilligerspool" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Reacties op profielen" })).toHaveCount(0);
  });
});
