import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expect, refusedPost, signIn, test, waitForHydration } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";

// The vacancy admin screens (docs/vacancies.md "Admin screens") as the demo organization's admin
// (Sportvereniging De Demo). Both projects share one database: every vacancy made here has a
// title of its own project and moment.
const ADMIN = "beheerder@demo.example.org";
const VOLUNTEER = "vrijwilliger@demo.example.org";
const FUTURE = "2099-12-31";

// Each flow signs in and makes its vacancies through the forms: slow on a loaded machine.
test.slow();

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";

/** axe is a script: it runs in the js project (as in the other specs); the markup is the same. */
async function expectAccessible(page: Page, testInfo: TestInfo) {
  if (!isJs(testInfo)) return;
  // After a client-side navigation the loading bar (a progressbar outside the landmarks) fades
  // out: axe looks once it has finished.
  await expect(page.locator("[data-testid=loading-bar][role=progressbar]")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}
const unique = (testInfo: TestInfo, title: string) => `${title} ${testInfo.project.name} ${Date.now()}`;

/** Opens a signed-in page: the sign-in form first, then back to the page. */
async function signInFor(page: Page, path: string, email = ADMIN) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(page, email, DEMO_PASSWORD, { open: false });
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await expect(page).toHaveURL(path);
}

/** On /vacancies, which does not hydrate: the account menu is a disclosure; its "Vacatures" entry. */
async function vacanciesMenuEntry(page: Page) {
  await page.locator("summary", { hasText: "Account van" }).click();
  await expect(page.getByTestId("toolbar").getByRole("link", { name: "Profiel" })).toBeVisible();
  return page.getByTestId("toolbar").getByRole("link", { name: "Vacatures", exact: true });
}

/** With JavaScript, the description becomes the editor once its chunk is in: wait for its toolbar. */
async function editorReady(page: Page, testInfo: TestInfo) {
  if (!isJs(testInfo)) return;
  await waitForHydration(page);
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
}

/** Fills the add form (already open) and saves it; answers the new vacancy's id. */
async function addVacancy(page: Page, testInfo: TestInfo, title: string, { publish = false, description = "Help ons op zaterdag." } = {}) {
  await editorReady(page, testInfo);
  await page.getByLabel("Titel").fill(title);
  await page.getByRole("textbox", { name: "Omschrijving" }).fill(description);
  await page.getByLabel("Plaats", { exact: true }).fill("Demodorp");
  await page.getByLabel("Zichtbaar tot en met").fill(FUTURE);
  await page.getByRole("button", { name: publish ? "Opslaan en publiceren" : "Opslaan als concept" }).click();
  await expect(page.getByText(`Vacature '${title}' is opgeslagen.`)).toBeVisible();
  await expect(page).toHaveURL(/\/vacancies\/\d+\/edit$/);
  return page.url().match(/\/vacancies\/(\d+)\/edit$/)![1];
}

test.describe("creating and publishing", () => {
  test.use({ allowedErrors: refusedPost });

  test("the admin adds a draft (a blank title is refused), publishes it, and it is public", async ({ page }, testInfo) => {
    await signInFor(page, "/vacancies/add");
    await expect(page).toHaveTitle(/^Nieuwe vacature - /);
    await expectAccessible(page, testInfo);
    if (isJs(testInfo)) await waitForHydration(page);
    // Only spaces: past the browser's `required`, refused by the form's own check.
    await page.getByLabel("Titel").fill("   ");
    await page.getByRole("button", { name: "Opslaan als concept" }).click();
    await expect(page.getByLabel("Titel")).toHaveAccessibleDescription("Titel is niet geldig.");
    await expect(page).toHaveURL(/\/vacancies\/add$/);

    const title = unique(testInfo, "Kantinehulp");
    const id = await addVacancy(page, testInfo, title);
    await expect(page.getByText("Status nu: Concept")).toBeVisible();
    // A draft offers publish and archive, nothing else.
    await expect(page.getByRole("button", { name: "Sluiten", exact: true })).toHaveCount(0);
    await expectAccessible(page, testInfo);

    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("De status is nu: Gepubliceerd.")).toBeVisible();
    await expect(page.getByText("Status nu: Gepubliceerd")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sluiten", exact: true })).toBeVisible();

    // Public now: its own page, and the organization's page on the social map.
    await page.goto(`/vacancies/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto("/sociale-kaart/1");
    await expect(page.getByRole("main")).toContainText(title);
    await page.goto(`/vacancies?q=${encodeURIComponent(title)}`);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Gepubliceerd");
    await expect(row.getByRole("link", { name: title })).toHaveAttribute("href", `/vacancies/${id}/edit`);
    await expectAccessible(page, testInfo);
    await expect(await vacanciesMenuEntry(page)).toHaveAttribute("href", "/vacancies");
  });
});

test("the description is edited: bold with the editor, plain text without JavaScript", async ({ page }, testInfo) => {
  await signInFor(page, "/vacancies/add");
  const id = await addVacancy(page, testInfo, unique(testInfo, "Scheidsrechter"));
  await page.goto(`/vacancies/${id}/edit`);
  if (isJs(testInfo)) {
    await editorReady(page, testInfo);
    const bold = page.getByRole("button", { name: "Vet" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    const editor = page.getByRole("textbox", { name: "Omschrijving" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("De vacature is opgeslagen.")).toBeVisible();
    await page.reload();
    await editorReady(page, testInfo);
    await expect(page.getByRole("textbox", { name: "Omschrijving" }).locator("strong")).toHaveText("Help ons op zaterdag.");
  } else {
    const textarea = page.getByLabel("Omschrijving");
    await expect(textarea).toHaveValue("Help ons op zaterdag.");
    await textarea.fill("Fluit wedstrijden.\n\nOok op zondag.");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("De vacature is opgeslagen.")).toBeVisible();
    await expect(page.getByLabel("Omschrijving")).toHaveValue("Fluit wedstrijden.\n\nOok op zondag.");
  }
  await expectAccessible(page, testInfo);
});

test("saving without touching a formatted description keeps its formatting", async ({ page }, testInfo) => {
  // Seeded formatted vacancies (api/seeds/demo.sql), one per project as both run at once: the
  // café one has a heading and a bold word, the trainer one a bulleted list.
  await signInFor(page, isJs(testInfo) ? "/vacancies/2/edit" : "/vacancies/1/edit");
  const hint = "Deze omschrijving heeft opmaak";
  if (!isJs(testInfo)) await expect(page.getByLabel("Omschrijving")).toHaveAccessibleDescription(new RegExp(hint));
  await editorReady(page, testInfo);
  const hours = "5";
  await page.getByLabel("Uren per week").fill(hours);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("De vacature is opgeslagen.")).toBeVisible();
  await expect(page.getByLabel("Uren per week")).toHaveValue(hours);
  // Still formatted: a flattened description would have lost its heading and bold word.
  if (isJs(testInfo)) {
    await editorReady(page, testInfo);
    const editor = page.getByRole("textbox", { name: "Omschrijving" });
    await expect(editor.locator("ul li")).toHaveText(["Geduld en plezier in kinderen", "Een cursus krijg je van ons"]);
  } else {
    await expect(page.getByLabel("Omschrijving")).toHaveAccessibleDescription(new RegExp(hint));
  }
});

test("the address is placed on the map and its point saved (JavaScript); without it the form saves as before", async ({ page }, testInfo) => {
  await signInFor(page, "/vacancies/add");
  await editorReady(page, testInfo);
  await page.getByLabel("Titel").fill(unique(testInfo, "Kaartlezer"));
  await page.getByRole("textbox", { name: "Omschrijving" }).fill("Help ons de weg te vinden.");
  await page.getByLabel("Postcode").fill("1234 AB");
  await page.getByLabel("Plaats", { exact: true }).fill("Demodorp");
  await page.getByLabel("Zichtbaar tot en met").fill(FUTURE);
  const map = page.getByRole("group", { name: "Plek op de kaart" });
  const longitude = page.locator("input[name=longitude]");
  if (isJs(testInfo)) {
    // The demo's postcode areas place 1234 (GEOCODER=none locally); an unknown postcode is said so.
    await expect(page.getByText("De speld staat op het adres.")).toBeVisible();
    // Leaflet loads once the map is in view.
    await map.scrollIntoViewIfNeeded();
    const pin = map.getByRole("button", { name: "Plek van de vacature" });
    await expect(pin).toBeVisible();
    await expect(longitude).toHaveValue("4.898000");
    await page.getByLabel("Postcode").fill("9999 ZZ");
    await expect(page.getByText("Dit adres is niet gevonden.", { exact: false })).toBeVisible();
    await expect(longitude).toHaveValue("");
    await page.getByLabel("Postcode").fill("1234 AB");
    await expect(page.getByText("De speld staat op het adres.")).toBeVisible();
    // By keyboard: the pin takes the focus and the arrow keys move it (east: a larger longitude).
    await pin.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Je hebt de plek zelf aangewezen", { exact: false })).toBeVisible();
    await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(4.898);
    expect(await axeViolations(page)).toEqual([]);
  } else {
    await expect(map).toHaveCount(0);
    await expect(longitude).toHaveCount(0);
  }
  const placed = isJs(testInfo) ? await longitude.inputValue() : null;
  await page.getByRole("button", { name: "Opslaan als concept" }).click();
  await expect(page).toHaveURL(/\/vacancies\/\d+\/edit$/);
  await expect(page.getByLabel("Postcode")).toHaveValue("1234 AB");
  // The point placed by hand is the vacancy's: the edit page's map stands on it.
  if (placed) {
    await waitForHydration(page);
    await expect(longitude).toHaveValue(placed);
    await expect(page.getByText("De speld staat op de opgeslagen plek van de vacature.")).toBeVisible();
  }
});

test.describe("a refused bulk edit", () => {
  test.use({ allowedErrors: refusedPost });

  test("changes nothing and names the vacancy it failed for", async ({ page }, testInfo) => {
    await signInFor(page, "/vacancies/add");
    const stamp = unique(testInfo, "Mislukt");
    await addVacancy(page, testInfo, `${stamp} open`, { publish: true });
    await page.goto("/vacancies/add");
    await addVacancy(page, testInfo, `${stamp} concept`);
    await page.goto(`/vacancies?q=${encodeURIComponent(stamp)}`);
    await page.getByRole("checkbox", { name: `${stamp} open kiezen` }).check();
    await page.getByRole("checkbox", { name: `${stamp} concept kiezen` }).check();
    await page.getByRole("button", { name: "Gekozen vacatures bewerken" }).click();
    // A draft cannot be closed: the whole update is refused.
    await page.getByLabel("Status").selectOption("closed");
    await page.getByRole("button", { name: "Alle gekozen vacatures bijwerken" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Er is niets gewijzigd." });
    await expect(alert).toContainText(`${stamp} concept: deze statuswijziging is niet mogelijk vanaf 'Concept'.`);
    await page.goto(`/vacancies?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole("row", { name: new RegExp(`${stamp} open`) })).toContainText("Gepubliceerd");
  });
});

test("bulk edit closes two vacancies and sets their expiry date", async ({ page }, testInfo) => {
  await signInFor(page, "/vacancies/add");
  const stamp = unique(testInfo, "Bulk");
  await addVacancy(page, testInfo, `${stamp} een`, { publish: true });
  await page.goto("/vacancies/add");
  await addVacancy(page, testInfo, `${stamp} twee`, { publish: true });

  await page.goto(`/vacancies?q=${encodeURIComponent(stamp)}`);
  await expect(page.getByText("2 vacatures")).toBeVisible();
  await page.getByRole("checkbox", { name: `${stamp} een kiezen` }).check();
  await page.getByRole("checkbox", { name: `${stamp} twee kiezen` }).check();
  await page.getByRole("button", { name: "Gekozen vacatures bewerken" }).click();
  await expect(page).toHaveURL(/\/vacancies\/bulk-edit\?ids=\d+&ids=\d+$/);
  await expect(page.getByText("2 gekozen vacatures")).toBeVisible();
  await expectAccessible(page, testInfo);

  await page.getByLabel("Status").selectOption("closed");
  await page.getByLabel("Zichtbaar tot en met").fill("2098-06-30");
  await page.getByRole("button", { name: "Alle gekozen vacatures bijwerken" }).click();
  await expect(page.getByText("2 vacatures zijn bijgewerkt.")).toBeVisible();
  await expect(page).toHaveURL(/\/vacancies$/);

  await page.goto(`/vacancies?q=${encodeURIComponent(stamp)}`);
  for (const name of [`${stamp} een`, `${stamp} twee`]) {
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Gesloten");
    await expect(row).toContainText("30 juni 2098");
  }
});

test.describe("another organization's vacancy", () => {
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("is readable but has no edit link and its edit page is refused at once, not on saving", async ({ page, baseURL }) => {
    // Bert administers Sportvereniging De Demo (organization 1); vacancy 101 is a published
    // vacancy of Buurtcentrum De Pijp (organization 101).
    await signInFor(page, new URL("/vacancies/1/edit", baseURL).toString());
    await expect(page.getByRole("button", { name: "Opslaan", exact: true })).toBeVisible();
    expect((await page.goto("/vacancies/101"))?.status()).toBe(200);
    // Only the vacancies one may edit have the way there on their page (session 49).
    await expect(page.getByRole("main").getByRole("link", { name: "Bewerken", exact: true })).toHaveCount(0);
    await page.goto("/vacancies/1");
    await page.getByRole("main").getByRole("link", { name: "Bewerken", exact: true }).click();
    await expect(page).toHaveURL(/\/vacancies\/1\/edit$/);
    const response = await page.goto("/vacancies/101/edit");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Toegang geweigerd" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Opslaan", exact: true })).toHaveCount(0);
  });
});

test.describe("a volunteer", () => {
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("cannot open the add page, and is sent to the public list from the managed one", async ({ page }) => {
    await signIn(page, VOLUNTEER, DEMO_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    const response = await page.goto("/vacancies/add");
    expect(response?.status()).toBe(403);
    await page.goto("/vacancies");
    await expect(page).toHaveURL(/\/vacancies\/search$/);
    await expect(await vacanciesMenuEntry(page)).toHaveCount(0);
  });
});
