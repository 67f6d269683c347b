import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/console-guard";

const toolbar = (page: Page) => page.getByTestId("toolbar");

/**
 * Opens a menu as a visitor would and gives its panel: without JavaScript (or on a page that does
 * not hydrate) by its <summary>; with JavaScript by the react-aria button that replaced the summary
 * (its panel is then a popover at the end of the body, found by its role and name).
 */
async function openMenu(page: Page, scope: Locator, name: string, enhanced: boolean, role: "dialog" | "menu" = "dialog") {
  if (!enhanced) {
    await scope.locator("summary", { hasText: name }).click();
    return scope.locator("details", { has: page.locator("summary", { hasText: name }) });
  }
  const trigger = scope.getByRole("button", { name, exact: true });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  return page.getByRole(role, { name, exact: true });
}

/** Opens a closed menu or popover by keyboard: its trigger focused, then Enter. */
async function openWithEnter(page: Page, trigger: Locator) {
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.focus();
  await page.keyboard.press("Enter");
}

/** Escape closes `panel` and gives the focus back to its trigger. */
async function closeWithEscape(page: Page, panel: Locator, trigger: Locator) {
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
}

test.describe("language and colour scheme", () => {
  test("the language switch keeps the page and turns it English", async ({ page, javaScriptEnabled }) => {
    await page.goto("/dev/components");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    const panel = await openMenu(page, toolbar(page), "Taal en weergave", javaScriptEnabled);
    await expect(panel.getByRole("button", { name: "Nederlands" })).toHaveAttribute("aria-current", "true");
    await panel.getByRole("button", { name: "English" }).click();

    await expect(page).toHaveURL(/\/dev\/components$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Components");
    await expect(page).toHaveTitle(/^Components - /);
    const english = await openMenu(page, toolbar(page), "Language and display", javaScriptEnabled);
    await expect(english.getByRole("button", { name: "English" })).toHaveAttribute("aria-current", "true");
  });

  test("the colour-scheme switch turns the page dark", async ({ page, javaScriptEnabled }) => {
    await page.goto("/dev/components?per_page=50");
    const body = page.locator("body");
    const light = await body.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(page.locator("html")).toHaveAttribute("data-scheme", "system");

    const panel = await openMenu(page, toolbar(page), "Taal en weergave", javaScriptEnabled);
    await panel.getByRole("button", { name: "Donker" }).click();

    await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
    await expect(page).toHaveURL(/\/dev\/components\?per_page=50$/);
    await expect(body).not.toHaveCSS("background-color", light);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
  });

  test("a page that ships no JavaScript switches language too", async ({ page }) => {
    await page.goto("/");
    const panel = await openMenu(page, toolbar(page), "Taal en weergave", false);
    await panel.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("toolbar").locator("summary", { hasText: "Language and display" })).toBeAttached();
  });
});

test.describe("menus without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the <details> version");

  test("each toolbar menu opens from its summary, by click or by keyboard", async ({ page }) => {
    await page.goto("/dev/components");
    const details = (name: string) => toolbar(page).locator("details", { has: page.locator("summary", { hasText: name }) });

    await openMenu(page, toolbar(page), "Activiteit", false);
    await expect(details("Activiteit")).toHaveAttribute("open", "");
    await expect(details("Activiteit").getByText("Nog geen activiteit.")).toBeVisible();

    await toolbar(page).locator("summary", { hasText: "Meldingen" }).focus();
    await page.keyboard.press("Enter");
    await expect(details("Meldingen").getByText("Geen meldingen")).toBeVisible();
    await expect(details("Meldingen").getByRole("link", { name: "Alle meldingen" })).toHaveAttribute("href", "/notificaties");
    // One group: opening a menu closes the one that was open.
    await expect(details("Activiteit")).not.toHaveAttribute("open", "");

    await openMenu(page, toolbar(page), "Taal en weergave", false);
    await expect(details("Taal en weergave").getByRole("button", { name: "Licht" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(details("Taal en weergave")).not.toHaveAttribute("open", "");
  });

  test("the signed-in account menu lists applications, conversations, profile, settings and sign-out", async ({ page }) => {
    await page.goto("/dev/components");
    const sample = page.getByTestId("menus-sample");
    const menu = await openMenu(page, sample, "Account van Sanne de Vries", false);
    await expect(menu.getByText("Ingelogd als Sanne de Vries (sanne@example.org)")).toBeVisible();
    for (const [name, href] of [
      ["Aanmeldingen", "/applications"],
      ["Gesprekken", "/conversations"],
      ["Profiel", "/profiel"],
      ["Instellingen", "/profile-edit"],
      ["Uitloggen", "/uitloggen"],
    ]) {
      await expect(menu.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});

test.describe("menus with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the react-aria version");

  test("the account menu moves focus with the arrow keys and Escape gives it back", async ({ page }) => {
    await page.goto("/dev/components");
    const trigger = page.getByTestId("menus-sample").getByRole("button", { name: "Account van Sanne de Vries" });
    await openWithEnter(page, trigger);
    const menu = page.getByRole("menu", { name: "Account van Sanne de Vries" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Aanmeldingen" })).toBeFocused();
    for (const name of ["Gesprekken", "Profiel", "Instellingen", "Uitloggen"]) {
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name })).toBeFocused();
    }
    await closeWithEscape(page, menu, trigger);
  });

  test("the notifications menu shows its empty state and closes with Escape", async ({ page }) => {
    await page.goto("/dev/components");
    const trigger = toolbar(page).getByRole("button", { name: "Meldingen" });
    await openWithEnter(page, trigger);
    const menu = page.getByRole("menu", { name: "Meldingen" });
    await expect(menu.getByText("Geen meldingen")).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Alle meldingen" })).toBeFocused();
    await closeWithEscape(page, menu, trigger);
  });

  test("the activity and language popovers take focus, answer the arrow keys and give focus back", async ({ page }) => {
    await page.goto("/dev/components");
    for (const [name, content] of [
      ["Activiteit", "Nog geen activiteit."],
      ["Taal en weergave", "Weergave"],
    ]) {
      const trigger = toolbar(page).getByRole("button", { name, exact: true });
      await openWithEnter(page, trigger);
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog.getByText(content, { exact: true })).toBeVisible();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      if (name === "Taal en weergave") {
        await page.keyboard.press("ArrowDown");
        await expect(dialog.getByRole("button", { name: "Nederlands" })).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(dialog.getByRole("button", { name: "English" })).toBeFocused();
      }
      await closeWithEscape(page, dialog, trigger);
    }
  });
});

test("signed in, the toolbar has the account menu instead of the sign-in link", async ({ page, javaScriptEnabled }) => {
  // A demo account of api/seeds/demo.sql.
  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill("vrijwilliger@demo.example.org");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("Inzet-demo-2026!");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto("/dev/components");
  await expect(toolbar(page).getByRole("link", { name: "Inloggen" })).toHaveCount(0);
  const menu = await openMenu(page, toolbar(page), "Account van Vera Vrijwilliger", javaScriptEnabled, "menu");
  await expect(menu.getByText("Ingelogd als Vera Vrijwilliger (vrijwilliger@demo.example.org)")).toBeVisible();
  const signOut = menu.getByRole(javaScriptEnabled ? "menuitem" : "link", { name: "Uitloggen" });
  await expect(signOut).toHaveAttribute("href", "/uitloggen");
});

test.describe("sign-in", () => {
  // The login page does not exist yet: it answers 404, which the browser reports in the console.
  test.use({ allowedErrors: /status of 404/ });

  test("the sign-in link goes to /login and says where to come back to", async ({ page }) => {
    await page.goto("/dev/components");
    await toolbar(page).getByRole("link", { name: "Inloggen" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdev%2Fcomponents$/);
  });
});

test("at 320 px the toolbar stays on screen with 24 px targets, and its panels fit", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/dev/components");
  const triggers = toolbar(page).locator(javaScriptEnabled ? ":scope > button, :scope > a" : ":scope > details > summary, :scope > a");
  await expect(triggers).toHaveCount(4);
  for (const trigger of await triggers.all()) {
    const box = (await trigger.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  const menu = await openMenu(page, toolbar(page), "Activiteit", javaScriptEnabled);
  const panel = menu.getByText("Nog geen activiteit.");
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
