import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/console-guard";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the loading bar and the version check need JavaScript");

/** Records every data-state the bar passes through, from the first paint on. */
async function recordBarStates(page: Page) {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { barStates: string[] }).barStates = states;
    new MutationObserver(() => {
      const state = document.querySelector("[data-testid=loading-bar]")?.getAttribute("data-state");
      if (state && state !== states.at(-1)) states.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
  });
}
const barStates = (page: Page) => page.evaluate(() => (window as unknown as { barStates: string[] }).barStates);

async function openHydrated(page: Page) {
  await page.goto("/test/toaster");
  await expect(page.getByRole("button", { name: "Toon een melding zonder de server" })).toBeVisible();
}

const bar = (page: Page) => page.getByRole("progressbar", { name: "Pagina wordt geladen" });
const barState = (page: Page) => page.getByTestId("loading-bar");

/**
 * Time under the test's control: the page's clock stands still (timers fire only when the test
 * moves it), and the next navigation's data request waits until `release()`. So "faster than
 * 200 ms" means 200 ms of the page's time, whatever the machine's speed.
 */
async function controlTime(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/*.data*",
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  return { release };
}

async function openPaused(page: Page) {
  await recordBarStates(page);
  await page.clock.install();
  await openHydrated(page);
  return controlTime(page);
}

test("the bar shows after 200 ms of a navigation, finishes and goes", async ({ page }) => {
  const { release } = await openPaused(page);
  await page.getByRole("link", { name: "Langzame navigatie (1,5 seconde)" }).click();
  // The throttle's timer runs from here (the store is "waiting").
  await expect(barState(page)).toHaveAttribute("data-state", "waiting");
  await page.clock.runFor(199);
  await expect(barState(page)).toHaveAttribute("data-state", "waiting");
  await expect(bar(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(bar(page)).toBeVisible();
  await expect(barState(page)).toHaveCSS("height", "3px");
  await page.clock.runFor(1000);
  // Creeping towards the end of the 2 s estimate, never at 100 before the end.
  await expect(bar(page)).toHaveAttribute("aria-valuenow", /^[1-9]\d$/);
  release();
  await expect(page).toHaveURL(/delay=1500/);
  await expect(barState(page)).toHaveAttribute("data-state", "finish");
  await page.clock.runFor(500);
  await expect(bar(page)).toHaveCount(0);
  await page.clock.runFor(400);
  await expect(barState(page)).toHaveAttribute("data-state", "idle");
  expect(await barStates(page)).toEqual(["idle", "waiting", "start", "progress", "finish", "idle"]);
});

test("a navigation faster than 200 ms shows no bar", async ({ page }) => {
  const { release } = await openPaused(page);
  await page.getByRole("link", { name: "Snelle navigatie naar de startpagina (geen laadbalk)" }).click();
  await expect(barState(page)).toHaveAttribute("data-state", "waiting");
  await page.clock.runFor(199);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom bij Vrijwilligerscentrale Demo");
  await expect(barState(page)).toHaveAttribute("data-state", "idle");
  // Long after the throttle would have run out, it stays unseen.
  await page.clock.runFor(2000);
  expect(await barStates(page)).toEqual(["idle", "waiting", "idle"]);
});

test.describe("a navigation that ends on the error screen", () => {
  // The browser logs the failed data request itself, and asks for /favicon.ico (absent) when the
  // root Layout remounts into the error screen and its icon link is replaced.
  test.use({ allowedErrors: /status of (503 .*toaster\.data\?delay=600&fail=1|404 .*\/favicon\.ico)\)$/ });

  test("turns the bar into its error state", async ({ page }) => {
    const { release } = await openPaused(page);
    await page.getByRole("link", { name: "Navigatie die op een fout eindigt" }).click();
    await expect(barState(page)).toHaveAttribute("data-state", "waiting");
    await page.clock.runFor(300);
    await expect(bar(page)).toBeVisible();
    release();
    await expect(page.getByTestId("error-title")).toHaveText("Oeps... er is iets misgegaan! (foutcode: 503)");
    await expect(barState(page)).toHaveAttribute("data-state", "error");
    await page.clock.runFor(900);
    await expect(bar(page)).toHaveCount(0);
    await expect(barState(page)).toHaveAttribute("data-state", "idle");
    expect(await barStates(page)).toEqual(["idle", "waiting", "start", "progress", "error", "idle"]);
  });
});

test.describe("new versions", () => {
  test("the build publishes its id as a static file", async ({ request }) => {
    const response = await request.get("/builds/latest.json");
    expect(response.ok()).toBe(true);
    const build = await response.json();
    expect(build.id).toMatch(/\S/);
    expect(new Date(build.builtAt).toString()).not.toBe("Invalid Date");
  });

  /** Opens the page, lets an hour pass, follows a link: true when that link loaded a whole document. */
  async function linkAfterAnHour(page: Page) {
    await page.clock.install();
    await openHydrated(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const checked = page.waitForRequest((request) => request.url().endsWith("/builds/latest.json"));
    await page.clock.fastForward("01:00:01");
    await checked;
    await page.getByRole("link", { name: "Snelle navigatie naar de startpagina (geen laadbalk)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom bij Vrijwilligerscentrale Demo");
    return page.evaluate(() => !(window as unknown as { samePage?: boolean }).samePage);
  }

  test("the same build keeps client-side navigation", async ({ page }) => {
    expect(await linkAfterAnHour(page)).toBe(false);
  });

  test("a newer build makes the next navigation a full page load", async ({ page }) => {
    await page.route("**/builds/latest.json", (route) => route.fulfill({ json: { id: "a-newer-build", builtAt: new Date().toISOString() } }));
    expect(await linkAfterAnHour(page)).toBe(true);
  });
});
