import type { Page } from "@playwright/test";
import { waitForHydration } from "../fixtures/accounts";
import { expect, test } from "../fixtures/actors";
import { sweepPlan } from "../sweep/plan";

// The accessibility sweep (docs/accessibility.md): every page of the sweep table, in Dutch and
// English, signed in as the row's actor: axe finds no violation of WCAG 2.2 A/AA or its best practice. A route
// missing from the table fails tests/sweep/routes.test.ts, so nothing escapes by being new.
// Each route once per language across the two projects (tests/sweep/plan.ts): one language with
// JavaScript off (the server's HTML, which every visitor gets), the other with it on (hydrated:
// menus, islands, enhanced forms), so every page is audited both ways and in both languages
// without running every combination in both projects. A run is tagged with its project
// (playwright.config.ts leaves it out of the other one).
// The page is open anyway, so the sweep also holds it to the layout widths (issue 18): no page
// wider than a 390 px phone, and a public page no wider than 768 and 1280 px either, with a meta
// description (what Lighthouse's SEO audit wants of every page). Every page reflows at 320 CSS px
// (WCAG 1.4.10, issue 49): no sideways scrolling, measured on the open page like the other widths.
// axe on a page takes seconds on a busy machine; one test per page and language.
test.describe.configure({ timeout: 120_000 });

/** The page's width against the window's at a viewport width: nothing may stick out sideways. */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate((width) => document.documentElement.scrollWidth - width, width);
}

/** What sticks out at that width: the innermost elements past the window's edge, for the failure's message. */
function stickingOut(page: Page, width: number) {
  return page.evaluate((width) => {
    const past = [...document.body.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > width + 0.5);
    const innermost = past.filter((e) => !past.some((other) => other !== e && e.contains(other)));
    // The widest first: a grid track widened by one long item pushes its neighbours out too.
    return innermost
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map(
        (e) =>
          `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}"> ${JSON.stringify((e.textContent ?? "").trim().slice(0, 60))} right=${Math.round(e.getBoundingClientRect().right)}`,
      )
      .join("; ");
  }, width);
}

for (const { row, url, locale, javaScript } of sweepPlan()) {
  const actor = row.actor ?? "anonymous";
  const status = row.status ?? 200;
  const tag = javaScript ? "@only-js" : "@only-no-js";
  test(`${url} (${locale}, ${actor})`, { tag }, async ({ actorPage }) => {
    const { page, errors, open, audit } = await actorPage(actor);
    expect(await open(url, locale), "status").toBe(status);
    expect(new URL(page.url()).pathname, "not sent elsewhere").toBe(new URL(url, "http://localhost").pathname);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    if (javaScript) {
      // Enhancements (hydration, the lazy menus, the map island) settle before axe looks.
      if (await page.evaluate(() => "__remixContext" in window)) await waitForHydration(page);
      await page.waitForLoadState("networkidle");
    }
    // With JavaScript off, audit() checks the HTML this page got in a scripted twin (axe is a script).
    expect(await audit(), "WCAG 2.2 A/AA and best-practice violations").toEqual([]);

    if (row.public && status === 200) {
      const description = page.locator('meta[name="description"]');
      await expect(description, "one meta description").toHaveCount(1);
      expect(await description.getAttribute("content"), "meta description").toMatch(/\S{3}/);
    }
    // Every page at 320 px (reflow, WCAG 1.4.10); public pages also at the phone, tablet and desktop
    // widths, signed-in pages on a phone (the widths front-door.spec.ts measured before, issue 18).
    // The default viewport comes back after.
    const widths = row.public ? [320, 390, 768, 1280] : row.actor ? [320, 390] : [320];
    const viewport = page.viewportSize();
    for (const width of widths) {
      const overflow = await overflowAt(page, width);
      const what = overflow > 0 ? `: ${await stickingOut(page, width)}` : "";
      expect.soft(overflow, `px wider than the screen at ${width} px${what}`).toBeLessThanOrEqual(0);
    }
    if (viewport) await page.setViewportSize(viewport);

    // The browser logs the error screen's own status; nothing else may go wrong.
    const expected = status === 200 ? null : new RegExp(`status of ${status} `);
    expect(
      errors.filter((error) => !expected?.test(error)),
      "console errors",
    ).toEqual([]);
  });
}
