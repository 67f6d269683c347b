import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, test, waitForHydration } from "../fixtures/accounts";

// Keyboard only (WCAG 2.1.1, 2.4.1, 2.4.7): sign-in, the social map's search and applying for a vacancy with Tab,
// Shift+Tab, Enter and Space, no mouse; every stop shows where the focus is. Both projects.

/** The focused element shows a focus indicator (an outline or a ring) and has a size. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      element: `${element.tagName.toLowerCase()} ${element.getAttribute("name") ?? element.textContent?.trim().slice(0, 40) ?? ""}`,
      indicator: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
      // A date input's focus sits in its own parts: the input is then :focus-within, never :focus-visible.
      focusVisible: element.matches(":focus-visible") || (element.matches("input[type=date]") && element.matches(":focus-within")),
      shown: box.width > 1 && box.height > 1,
    };
  });
  expect(focus, "something has the focus").not.toBeNull();
  expect(focus, `a visible focus indicator on ${focus!.element}`).toMatchObject({ indicator: true, focusVisible: true, shown: true });
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
