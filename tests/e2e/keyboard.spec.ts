import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, test, waitForHydration } from "../fixtures/accounts";

// Keyboard only (WCAG 2.1.1, 2.4.1, 2.4.7, 2.4.11): sign-in, the social map's search and applying for a vacancy with Tab,
// Shift+Tab, Enter and Space, no mouse; every stop shows where the focus is. Both projects.

/** The focused element shows a focus indicator (an outline or a ring), has a size and is not under the sticky header. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    // A sticky header may not cover the focused element (WCAG 2.4.11): at the element's top and its
    // middle, the topmost thing is the element (or inside it), not the header.
    const header = document.querySelector<HTMLElement>("[data-testid=site-header]");
    const sticky = header && getComputedStyle(header).position === "sticky" && !header.contains(element);
    const x = box.left + Math.min(box.width / 2, 8);
    const points = [box.top + 1, box.top + box.height / 2].filter((y) => y >= 0 && y < window.innerHeight);
    const covered = sticky ? points.filter((y) => header.contains(document.elementFromPoint(x, y))).length : 0;
    return {
      covered,
      element: `${element.tagName.toLowerCase()} ${element.getAttribute("name") ?? element.textContent?.trim().slice(0, 40) ?? ""}`,
      indicator: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
      // A date input's focus sits in its own parts: the input is then :focus-within, never :focus-visible.
      focusVisible: element.matches(":focus-visible") || (element.matches("input[type=date]") && element.matches(":focus-within")),
      shown: box.width > 1 && box.height > 1,
    };
  });
  expect(focus, "something has the focus").not.toBeNull();
  expect(focus, `a visible focus indicator on ${focus!.element}`).toMatchObject({ indicator: true, focusVisible: true, shown: true, covered: 0 });
}

/** Tabs (checking each stop) until `target` has the focus; at most `limit` stops. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`no Tab stop reached ${target} within ${limit} presses`);
}

/** Tabs to each field in turn (at most its number of stops) and types its text there. */
async function typeInto(page: Page, fields: [Locator, number, string][]) {
  for (const [field, limit, text] of fields) {
    await tabTo(page, field, limit);
    await page.keyboard.type(text);
  }
}

async function open(page: Page, path: string, javaScriptEnabled: boolean | undefined) {
  await page.goto(path);
  if (javaScriptEnabled !== false && (await page.evaluate(() => "__remixContext" in window))) await waitForHydration(page);
}

test("the skip link is the first stop and moves the focus to the content", async ({ page }, testInfo) => {
  await open(page, "/sociale-kaart", testInfo.project.use.javaScriptEnabled);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Naar de inhoud" });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  // The next Tab starts inside the main content, past the header's toolbar.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByLabel("Zoekwoorden")).toBeFocused();
});

test("signs in with the keyboard only", async ({ page }, testInfo) => {
  await open(page, "/login", testInfo.project.use.javaScriptEnabled);
  const email = page.getByLabel("E-mailadres");
  const password = page.getByLabel("Wachtwoord", { exact: true });
  await tabTo(page, email);
  await page.keyboard.type("vrijwilliger@demo.example.org");
  await page.keyboard.press("Tab");
  await expect(password).toBeFocused();
  await expectVisibleFocus(page);
  // Back and forth: Shift+Tab returns to the e-mail field with what was typed.
  await page.keyboard.press("Shift+Tab");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("vrijwilliger@demo.example.org");
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.getByRole("button", { name: "Inloggen", exact: true }), 3);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toolbar").getByRole("link", { name: "Inloggen" })).toHaveCount(0);
});

test("searches the social map with the keyboard only", async ({ page }, testInfo) => {
  await open(page, "/sociale-kaart", testInfo.project.use.javaScriptEnabled);
  const name = page.getByRole("main").getByLabel("Zoekwoorden");
  await tabTo(page, name);
  await page.keyboard.type("voedsel");
  // Enter in a field submits the GET form.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/name=voedsel/);
  const results = page.getByRole("list", { name: "Organisaties" }).getByRole("heading");
  await expect(results).toHaveText(["Voedselbank Amsterdam-Oost"]);

  // Space ticks a theme and, on the search button, submits as well.
  await open(page, "/sociale-kaart", testInfo.project.use.javaScriptEnabled);
  const theme = page.getByRole("group", { name: "Wat de organisatie doet" }).getByRole("checkbox").first();
  await tabTo(page, theme);
  await page.keyboard.press("Space");
  await expect(theme).toBeChecked();
  const chosen = await theme.getAttribute("value");
  await tabTo(page, page.getByRole("button", { name: "Zoeken" }));
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(chosen!).replace(/%20/g, "\\+")}`));
  await expect(page.getByRole("checkbox", { name: chosen!, exact: true })).toBeChecked();
  // The first result can be reached and opened from the keyboard.
  const first = page.getByRole("list", { name: "Organisaties" }).getByRole("link").first();
  await tabTo(page, first, 40);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sociale-kaart\/\d+-[a-z0-9-]+$/);
});

test("finds a vacancy and applies as a guest with the keyboard only", async ({ page }, testInfo) => {
  await open(page, "/vacancies/search", testInfo.project.use.javaScriptEnabled);
  await tabTo(page, page.getByRole("main").getByLabel("Zoekwoorden"));
  await page.keyboard.type("wandelmaatje");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=wandelmaatje/);
  const result = page.getByRole("main").getByRole("link", { name: "Wandelmaatje voor ouderen" });
  await tabTo(page, result, 40);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Wandelmaatje voor ouderen" })).toBeVisible();

  // The apply form: Tab from field to field, the motivation is a textarea, Enter on the button.
  await tabTo(page, page.getByLabel("Naam", { exact: true }), 40);
  await page.keyboard.type(`Toetsenbord ${testInfo.project.name}`);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("E-mailadres")).toBeFocused();
  await page.keyboard.type(`toetsenbord-${testInfo.project.name}-${Date.now()}@example.org`);
  await tabTo(page, page.getByLabel("Waarom wil je dit doen?"), 3);
  await page.keyboard.type("Ik wandel graag, ook als het regent.");
  await tabTo(page, page.getByRole("button", { name: "Verstuur reactie" }), 2);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vacancies\/\d+\/applied$/);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Wandelmaatje voor ouderen");
});

// The other main flows of issue 49, by keyboard alone: typing goes into the field Tab reached.

test("signs up with the keyboard only", async ({ page }, testInfo) => {
  await open(page, "/signup", testInfo.project.use.javaScriptEnabled);
  await typeInto(page, [
    [page.getByLabel("Voornaam"), 40, "Toetsen"],
    [page.getByLabel("Achternaam"), 2, "Bord"],
    [page.getByLabel("E-mailadres"), 2, `toetsen-aanmelden-${testInfo.project.name}-${Date.now()}@example.org`],
    [page.getByLabel("Wachtwoord", { exact: true }), 2, "Toetsenbord-2026!"],
    [page.getByLabel("Herhaal wachtwoord"), 3, "Toetsenbord-2026!"],
  ]);
  await tabTo(page, page.getByRole("button", { name: "Account aanmaken" }), 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signup\/success$/);
});

test("fills in a public form with the keyboard only", async ({ page }, testInfo) => {
  await open(page, "/contactformulier", testInfo.project.use.javaScriptEnabled);
  await typeInto(page, [
    [page.getByLabel("Naam (verplicht)"), 40, "Toetsenbord"],
    [page.getByLabel("E-mailadres (verplicht)"), 3, `toetsen-formulier-${testInfo.project.name}@example.org`],
    [page.getByLabel("Bericht (verplicht)"), 3, "Alles met het toetsenbord."],
  ]);
  // The honeypot field (tabindex=-1) is no stop: the next one is the button.
  await tabTo(page, page.getByRole("button", { name: "Versturen" }), 1);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Bedankt!" })).toBeVisible();
});

test("signs up for an activity as a guest with the keyboard only", async ({ page }, testInfo) => {
  await open(page, "/activiteitenkalender/1", testInfo.project.use.javaScriptEnabled);
  const main = page.getByRole("main");
  await typeInto(page, [
    [main.getByLabel("Naam", { exact: true }), 60, "Toetsenbord"],
    [main.getByLabel("E-mailadres", { exact: true }), 2, `toetsen-activiteit-${testInfo.project.name}-${Date.now()}@example.org`],
  ]);
  await tabTo(page, main.getByRole("button", { name: /^(Aanmelden|Op de wachtlijst)$/ }), 3);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("sign-up-notice")).toContainText("we hebben je een mail gestuurd");
});

test("claims an organization with the keyboard only", async ({ page }, testInfo) => {
  // Signed in as the demo volunteer; each project claims its own demo organization.
  const id = testInfo.project.name === "js" ? 110 : 111;
  await open(page, "/login", testInfo.project.use.javaScriptEnabled);
  await tabTo(page, page.getByLabel("E-mailadres"));
  await page.keyboard.type("vrijwilliger@demo.example.org");
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await open(page, `/sociale-kaart/${id}`, testInfo.project.use.javaScriptEnabled);
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Dit is mijn organisatie" }), 60);
  await page.keyboard.press("Enter");
  // The claim page does not hydrate (no handle.hydrate): a plain form with JavaScript on too.
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/claim$`));
  await tabTo(page, page.getByLabel("Waarom is dit jouw organisatie?"), 60);
  await page.keyboard.type("Ik ben de penningmeester.");
  await tabTo(page, page.getByRole("button", { name: "Verzoek versturen" }), 3);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Je verzoek (is verstuurd|om deze organisatie te beheren wacht)/).first()).toBeVisible();
});
