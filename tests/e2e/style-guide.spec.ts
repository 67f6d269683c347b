import type { Page } from "@playwright/test";
import { axeViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/console-guard";
import { demoCenters } from "../fixtures/tenants";

const PAGES = ["/dev", "/dev/colors", "/dev/components", "/dev/form", "/dev/modal"];

/**
 * Waits until the page has hydrated: react-aria's toolbar buttons replace the <summary>s only then.
 * A test that acts sooner would get the JavaScript-free behaviour.
 */
async function hydrated(page: Page) {
  await expect(page.getByTestId("toolbar").locator("button[aria-expanded]").first()).toBeAttached();
}

/** Opens the toolbar's language and display panel as a visitor would, with or without JavaScript. */
async function openPreferences(page: Page, enhanced: boolean, name: "Taal en weergave" | "Language and display") {
  const toolbar = page.getByTestId("toolbar");
  if (!enhanced) {
    await toolbar.locator("summary", { hasText: name }).click();
    return toolbar.locator("details[open]");
  }
  await toolbar.getByRole("button", { name, exact: true }).click();
  return page.getByRole("dialog", { name });
}

/** Chooses English with the toolbar's form. */
async function switchToEnglish(page: Page, enhanced: boolean) {
  await (await openPreferences(page, enhanced, "Taal en weergave")).getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("the style guide's pages are linked from /dev and titled '{page} - {app name}'", async ({ page }) => {
  await page.goto("/dev");
  await expect(page).toHaveTitle(`Stijlgids - ${demoCenters.demo.name}`);
  const titles = { Kleuren: "/dev/colors", Componenten: "/dev/components", Formulier: "/dev/form", Dialoogvenster: "/dev/modal" };
  for (const [title, path] of Object.entries(titles)) {
    // The card (title and description), not the style guide's navigation link of the same title.
    await page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`^${title} `) })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} - ${demoCenters.demo.name}`);
    await page.goto("/dev");
  }
});

test.describe("route validation", () => {
  test.use({ allowedErrors: /status of 404/ });

  test("/dev/unknown is the 404 screen naming the path", async ({ page }) => {
    const response = await page.goto("/dev/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-title")).toHaveText("Pagina niet gevonden");
    await expect(page.getByTestId("error-detail")).toHaveText("Page Not Found: /dev/unknown");
  });
});

test("/dev/colors shows eleven shades of each scale with their values, and the five shapes", async ({ page }) => {
  await page.goto("/dev/colors");
  for (const scale of ["primary", "secondary", "tertiary", "muted"]) {
    const swatches = page.getByTestId(`scale-${scale}`).getByRole("listitem");
    await expect(swatches).toHaveCount(11);
    await expect(swatches.first()).toContainText(`${scale}-50`);
    await expect(swatches.last().locator("code")).toHaveText(/^(#|rgb|oklch|color-mix)/);
  }
  // The demo centre's primary 700, as the header shows it.
  await expect(page.getByTestId("scale-primary").getByRole("listitem").nth(7).locator("span").first()).toHaveCSS(
    "background-color",
    demoCenters.demo.primary700,
  );
  await expect(page.getByText("Afgerond (deze omgeving)")).toBeVisible();
  await expect(page.locator("[data-shape='full'] .rounded-theme")).toHaveCSS("border-top-left-radius", "9999px");
});

test.describe("demo form", () => {
  test.use({ allowedErrors: /status of 400/ });

  test("without JavaScript the server answers with its errors, in the active language", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "JavaScript off");
    await page.goto("/dev/form");
    await page.getByLabel("E-mailadres").fill("sanne@");
    await page.getByLabel("Uren per week").fill("veel");
    const response = page.waitForResponse((answer) => answer.request().method() === "POST");
    await page.getByRole("button", { name: "Versturen" }).click();
    expect((await response).status()).toBe(400);

    const email = page.getByLabel("E-mailadres");
    await expect(email).toHaveValue("sanne@");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("We sturen je nooit ongevraagd mail. E-mailadres is niet geldig.");
    await expect(page.getByLabel("Naam")).toHaveAccessibleDescription("Vul je naam in.");
    await expect(page.getByLabel("Uren per week")).toHaveAccessibleDescription(/Uren per week is niet geldig\.$/);
    await expect(page.getByLabel("Rol")).toHaveAccessibleDescription("Kies een rol.");

    await switchToEnglish(page, false);
    await page.getByLabel("Email address").fill("sanne@");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("We never send you mail you did not ask for. Email address is not valid.");
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Enter your name.");
  });

  test("with JavaScript a field is checked when it is left, not while typing", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "JavaScript on");
    await page.goto("/dev/form");
    const email = page.getByLabel("E-mailadres");
    await hydrated(page);
    await email.click();
    await email.pressSequentially("sanne@", { delay: 20 });
    await expect(page.getByText("E-mailadres is niet geldig.")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid");

    await page.keyboard.press("Tab");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("We sturen je nooit ongevraagd mail. E-mailadres is niet geldig.");

    // Once shown, an error also waits for the field to be left before it goes.
    await email.click();
    await email.pressSequentially("example.org", { delay: 20 });
    await expect(page.getByText("E-mailadres is niet geldig.")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByText("E-mailadres is niet geldig.")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid");
  });

  test("a valid form is accepted; with JavaScript its button is busy meanwhile", async ({ page, javaScriptEnabled }) => {
    // Known failure, seen on 2026-11-25 alone as well as in the full suite: after the JS submit
    // (POST /dev/form.data, 200) and its revalidation, conform requests a 'validate hours' intent
    // and that submit is not intercepted, so the browser posts the form natively and gets the 400
    // page. No focusout precedes it. Only this demo form replies with resetForm. Cause not found.
    test.fixme(javaScriptEnabled, "status after a JS submit of /dev/form missing in the full suite (see comment)");
    await page.goto("/dev/form");
    if (javaScriptEnabled) await hydrated(page);
    // The answer waits until the test has seen the pending state (issue 16: no race with a fixed
    // delay, which a slow machine loses), then goes through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/dev/form*", async (route) => {
      if (route.request().method() === "POST") await released;
      await route.continue();
    });
    await page.getByLabel("Naam").fill("Sanne de Vries");
    await page.getByLabel("E-mailadres").fill("sanne@example.org");
    await page.getByLabel("Uren per week").fill("4");
    await page.getByLabel("Rol").selectOption("volunteer");
    const button = page.getByRole("button", { name: "Versturen" });
    // Without JavaScript the click waits for the held post's page: it finishes once released.
    const clicked = button.click();
    if (javaScriptEnabled) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute("aria-busy", "true");
    }
    release();
    await clicked;
    await expect(page.getByRole("status")).toHaveText("Verzonden. Het formulier is weer leeg.");
    await expect(page.getByLabel("Naam")).toHaveValue("");
    await expect(button).toBeEnabled();
  });
});

test.describe("map", () => {
  test("without JavaScript: the address and a link to OpenStreetMap", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "JavaScript off");
    await page.goto("/dev/components");
    const map = page.getByTestId("map-sample");
    await expect(map).toContainText("Zuiderzeestraatweg, Oldebroek");
    await expect(map.getByRole("link", { name: "Bekijk op OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=52.4446&mlon=5.9009#map=16/52.4446/5.9009",
    );
    await expect(map.locator(".leaflet-container")).toHaveCount(0);
  });

  test("with JavaScript: a Leaflet map with one marker", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "JavaScript on");
    await page.goto("/dev/components");
    const map = page.getByTestId("map-sample");
    await expect(map.locator(".leaflet-container")).toBeVisible();
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(1);
    await expect(map.locator(".leaflet-marker-icon")).toHaveAttribute("alt", "Zuiderzeestraatweg, Oldebroek");
    await expect(map.getByRole("button", { name: "Inzoomen" })).toBeVisible();
    await expect(map.getByRole("link", { name: "Bekijk op OpenStreetMap" })).toBeVisible();
  });

  test("Leaflet is not loaded by a page without a map", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "JavaScript on");
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await page.goto("/dev/form");
    await expect(page.getByRole("button", { name: "Versturen" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([]);
  });
});

test("the per-page select keeps the other search parameters and starts at the first page", async ({ page, javaScriptEnabled }) => {
  await page.goto("/dev/components?q=tuin&page=3");
  if (javaScriptEnabled) await hydrated(page);
  const select = page.getByLabel("Per pagina");
  await expect(select).toHaveValue("25");
  await select.selectOption("50");
  // Without JavaScript the visitor presses Show; with it the change alone submits.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Toon" }).click();
  await expect(page).toHaveURL(/\/dev\/components\?q=tuin&per_page=50$/);
  await expect(page.getByTestId("per-page-value")).toHaveText("Nu: 50 per pagina");
  await expect(page.getByRole("button", { name: "Toon" })).toHaveClass(javaScriptEnabled ? /sr-only/ : /^(?!.*sr-only)/);
});

test.describe("modal", () => {
  test("opens and closes without JavaScript through the URL", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "JavaScript off");
    await page.goto("/dev/modal");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: "Open het dialoogvenster" }).click();
    await expect(page).toHaveURL(/\/dev\/modal\?modal=open#demo-dialog$/);
    const dialog = page.getByRole("dialog", { name: "Weet je het zeker?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Sluiten" }).click();
    await expect(page).toHaveURL(/\/dev\/modal$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("with JavaScript keeps focus inside, closes on Escape and gives focus back", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "JavaScript on");
    await page.goto("/dev/modal");
    const trigger = page.getByRole("button", { name: "Open het dialoogvenster" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Weet je het zeker?" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dev\/modal$/);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Sluiten" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Sluiten" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

// axe runs as a script inside the page, which a JavaScript-off browser refuses; the markup it
// checks is the same server-rendered HTML in both projects. Four tests rather than one (issue 16:
// one took 47 s, the longest test of the suite, at the end of a run), so the workers share them.
test.describe("axe finds no violations in the style guide", { tag: "@only-js" }, () => {
  const check = async (page: Page, label: string) => {
    // The settled page: the loading bar of a navigation just made is a progressbar for a moment.
    const bar = page.getByTestId("loading-bar");
    if (await bar.count()) await expect(bar).toHaveAttribute("aria-hidden", "true");
    expect((await axeViolations(page, { exclude: [] })).map((violation) => `${label}: ${violation}`)).toEqual([]);
  };

  test("in Dutch", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await check(page, `nl ${path}`);
    }
  });

  test("with a menu, the preferences and the dialog open", async ({ page }) => {
    // Open popups too: their content is portalled to the end of the body.
    await page.goto("/dev/components");
    await page.getByTestId("menus-sample").getByRole("button", { name: "Account van Sanne de Vries" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await check(page, "nl /dev/components, account menu open");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await openPreferences(page, true, "Taal en weergave");
    await check(page, "nl /dev/components, preferences open");
    await page.keyboard.press("Escape");
    await page.goto("/dev/modal?modal=open");
    await expect(page.getByRole("dialog")).toBeVisible();
    await check(page, "nl /dev/modal, dialog open");
    // Closing the dialog the URL opened also takes the flag out of the URL (once hydrated: the
    // server's open dialog has no Escape of its own).
    await hydrated(page);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/dev\/modal$/);
  });

  test("in English", async ({ page }) => {
    await page.goto("/dev");
    await switchToEnglish(page, true);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await check(page, `en ${path}`);
    }
  });

  test("in dark", async ({ page }) => {
    await page.goto("/dev/components");
    await (await openPreferences(page, true, "Taal en weergave")).getByRole("button", { name: "Donker" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
    await page.keyboard.press("Escape");
    await check(page, "dark /dev/components");
  });
});
