import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FrameLocator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";
import { useLocale } from "../fixtures/locale";

// Vacancies on a map and on partner sites (issue 19, docs/vacancies.md "The map",
// docs/vacancy-embed.md). Demo data (api/seeds/demo.sql): in Demodorp "Vrijwilliger sportcafé"
// and "Jeugdtrainer voetbal (F-jes)" are at the very same address, "Voorleesouder groep 3" a
// street away; six more in Amsterdam, three remote. Other specs may publish more, so lists are
// checked for what must be there, not counted.
const MAP = "Kaart met de gevonden vacatures";
// Two seeded; a vacancy another spec adds at that address joins them.
const SAME_PLACE = /^\d+ vacatures op deze plek, bekijk de lijst$/;
const vacancyList = (scope: Page | FrameLocator) => scope.getByRole("list", { name: "Vacatures" });

test.describe("the map on /vacancies/search", () => {
  // The map needs JavaScript; without it the list is the map (the next tests).
  test("shows the results with a place; two at one address share one popup, reached by keyboard (JavaScript on)", { tag: "@only-js" }, async ({ page }) => {
    await page.goto("/vacancies/search?city=Demodorp");
    const map = page.getByRole("region", { name: MAP });
    await expect(map).toBeVisible();
    const reading = map.getByRole("button", { name: "Voorleesouder groep 3" });
    await expect(reading).toBeVisible();
    const together = map.getByRole("button", { name: SAME_PLACE });
    await expect(together).toBeVisible();
    // Touch targets of at least 24 by 24 CSS pixels (WCAG 2.5.8).
    for (const marker of [reading, together]) {
      const box = await marker.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
    // Keyboard: the marker is a Tab stop, Enter opens its popup with both vacancies as links.
    await together.focus();
    await page.keyboard.press("Enter");
    const popup = map.locator(".leaflet-popup");
    await expect(popup.getByRole("link", { name: "Vrijwilliger sportcafé" })).toHaveAttribute("href", "/vacancies/1-vrijwilliger-sportcafe");
    await expect(popup.getByRole("link", { name: "Jeugdtrainer voetbal (F-jes)" })).toHaveAttribute("href", "/vacancies/2-jeugdtrainer-voetbal-f-jes");
    await expect(popup).toContainText("Sportvereniging De Demo, Demodorp");
    // Leaflet fades a popup in; axe measures the contrast of its links only once it is opaque.
    await expect.poll(() => popup.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole("link", { name: "Jeugdtrainer voetbal (F-jes)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Jeugdtrainer voetbal (F-jes)" })).toBeVisible();
  });

  test("follows the search's filters (JavaScript on)", { tag: "@only-js" }, async ({ page }) => {
    await page.goto("/vacancies/search");
    await page.getByLabel("Plaats").fill("Amsterdam");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/city=Amsterdam/);
    const map = page.getByRole("region", { name: MAP });
    await expect(map.getByRole("button", { name: "Wandelmaatje voor ouderen" })).toBeVisible();
    await expect(map.getByRole("button", { name: "Voorleesouder groep 3" })).toHaveCount(0);
    await expect(map.getByRole("button", { name: SAME_PLACE })).toHaveCount(0);
    // Remote vacancies have no place: no map at all, and no map script loaded.
    await page.goto("/vacancies/search?remote=1");
    await expect(vacancyList(page).getByRole("heading").first()).toBeVisible();
    await expect(page.getByRole("region", { name: MAP })).toHaveCount(0);
    await expect(page.locator("script[type=module]")).toHaveCount(0);
  });

  test("without JavaScript the list is the map: each place links to OpenStreetMap, no script loads", async ({ page }, testInfo) => {
    await page.goto("/vacancies/search?city=Demodorp");
    const item = vacancyList(page).getByRole("listitem").filter({ hasText: "Voorleesouder groep 3" });
    const place = item.getByRole("link", { name: "Demodorp (bekijk op OpenStreetMap)" });
    await expect(place).toHaveAttribute("href", "https://www.openstreetmap.org/?mlat=52.3731&mlon=4.8922#map=16/52.3731/4.8922");
    const box = await place.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    if (!testInfo.project.use.javaScriptEnabled) await expect(page.getByRole("region", { name: MAP })).toBeHidden();
    // A remote vacancy has no place to link.
    await page.goto("/vacancies/search?remote=1");
    await expect(vacancyList(page).getByRole("link", { name: /OpenStreetMap/ })).toHaveCount(0);
  });

  test("speaks English too", async ({ page, context, baseURL }, testInfo) => {
    await useLocale(context, baseURL, "en");
    await page.goto("/vacancies/search?city=Demodorp");
    await expect(page.getByRole("list", { name: "Vacancies" }).getByRole("link", { name: "Demodorp (view on OpenStreetMap)" }).first()).toBeVisible();
    if (testInfo.project.use.javaScriptEnabled) {
      const map = page.getByRole("region", { name: "Map of the vacancies found" });
      await expect(map.getByRole("button", { name: "2 vacancies at this place, see the list" })).toBeVisible();
    }
    await page.goto("/embed/vacatures?organization=1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacancies of Sportvereniging De Demo");
  });
});

test.describe("the vacancy embed for partner websites", () => {
  // The controls: the full page refuses to be framed (the browser reports it), and a wrong
  // parameter is a 400.
  test.use({
    allowedErrors:
      /Refused to display 'http:\/\/localhost:\d+\/' in a frame because it set 'X-Frame-Options' to 'deny'|Framing 'http:\/\/localhost:\d+\/' violates the following Content Security Policy directive: "frame-ancestors 'none'"|status of 400/,
  });

  // The embed loads no script, so JavaScript changes nothing here (issue 16: one project); the
  // framing test below runs in both.
  test(
    "lists the centre's current vacancies, one organization's or one theme's, paging inside, vacancies opening on the site",
    { tag: "@only-no-js" },
    async ({ page }) => {
      const response = await page.goto("/embed/vacatures");
      expect(response?.headers()["x-frame-options"]).toBeUndefined();
      expect(response?.headers()["content-security-policy"]).toMatch(/(^|; )frame-ancestors 'self' https: /);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacatures bij Vrijwilligerscentrale Demo");
      // No site header, toolbar or footer, and not one script.
      await expect(page.getByRole("link", { name: "Inloggen" })).toHaveCount(0);
      await expect(page.locator("script:not([type='application/json'])")).toHaveCount(0);
      await expect(vacancyList(page).getByRole("listitem")).toHaveCount(10);
      await page.getByRole("link", { name: "Volgende pagina" }).click();
      await expect(page).toHaveURL(/\/embed\/vacatures\?page=2$/);
      await expect(vacancyList(page).getByRole("listitem").first()).toBeVisible();

      await page.goto("/embed/vacatures?organization=1&utm_source=partner");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacatures van Sportvereniging De Demo");
      const cafe = vacancyList(page).getByRole("link", { name: "Vrijwilliger sportcafé" });
      await expect(cafe).toHaveAttribute("href", "/vacancies/1-vrijwilliger-sportcafe");
      await expect(cafe).toHaveAttribute("target", "_blank");
      await expect(vacancyList(page).getByRole("link", { name: "Voorleesouder groep 3" })).toHaveCount(0);

      await page.goto("/embed/vacatures?theme=sport");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacatures: sport");
      await expect(vacancyList(page).getByRole("link", { name: "Jeugdtrainer voetbal (F-jes)" })).toBeVisible();
      await expect(vacancyList(page).getByRole("link", { name: "Maatje thuisadministratie" })).toHaveCount(0);

      await page.goto("/embed/vacatures?theme=Bestaat+niet");
      await expect(page.getByText("Er zijn op dit moment geen vacatures.")).toBeVisible();
      const bad = await page.goto("/embed/vacatures?organization=abc");
      expect(bad?.status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText("organization");
    },
  );

  test("shows inside an iframe on a page of another origin; the full search page refuses to be framed", async ({ page, baseURL }) => {
    // A partner's page on a real local server of its own (another origin: another host and
    // port). Chrome blocks public pages from framing local ones, so it is local too.
    const partner = createServer((_, res) => {
      res.setHeader("Content-Type", "text/html");
      res.end(
        `<!doctype html><html lang="nl"><title>Partner</title><h1>Buurthuis</h1>` +
          `<iframe title="vacatures" src="${baseURL}/embed/vacatures?organization=1" width="600" height="800"></iframe>` +
          `<iframe title="zoeken" src="${baseURL}/vacancies/search"></iframe></html>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`http://partner.localhost:${(partner.address() as AddressInfo).port}/`);
      const widget = page.frameLocator('iframe[title="vacatures"]');
      await expect(widget.getByRole("heading", { level: 1 })).toHaveText("Vacatures van Sportvereniging De Demo");
      await expect(vacancyList(widget).getByRole("link", { name: "Vrijwilliger sportcafé" })).toHaveAttribute("target", "_blank");
      await expect(vacancyList(widget).getByRole("link", { name: "Jeugdtrainer voetbal (F-jes)" })).toBeVisible();
      await expect(page.frameLocator('iframe[title="zoeken"]').getByRole("heading", { level: 1 })).toHaveCount(0);
    } finally {
      partner.close();
    }
  });

  test("with map=1 shows the page's vacancies on a map above the list (JavaScript), and the list alone without it", async ({ page }, testInfo) => {
    await page.goto("/embed/vacatures?organization=1&map=1");
    await expect(vacancyList(page).getByRole("link", { name: "Vrijwilliger sportcafé" })).toBeVisible();
    const map = page.getByRole("region", { name: MAP });
    if (!testInfo.project.use.javaScriptEnabled) {
      await expect(map).toBeHidden();
      return;
    }
    const together = map.getByRole("button", { name: SAME_PLACE });
    await expect(together).toBeVisible();
    await together.click();
    // In a partner's frame a popup's vacancy opens on the full site, outside the frame.
    await expect(map.locator(".leaflet-popup").getByRole("link", { name: "Vrijwilliger sportcafé" })).toHaveAttribute("target", "_blank");
  });

  // axe runs as a script in the page.
  test("has no accessibility violations", { tag: "@only-js" }, async ({ page }) => {
    await page.goto("/embed/vacatures?organization=1");
    expect(await axeViolations(page)).toEqual([]);
  });
});
