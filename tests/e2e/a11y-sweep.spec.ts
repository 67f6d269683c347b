import { waitForHydration } from "../fixtures/accounts";
import { expect, test } from "../fixtures/actors";
import { pageRows } from "../sweep/routes";

// The accessibility sweep (docs/accessibility.md): every page of the sweep table, in Dutch and
// English, with JavaScript off and on (the two projects), signed in as the row's actor: axe
// finds no violation of WCAG 2.1 A/AA. A route missing from the table fails
// tests/sweep/routes.test.ts, so nothing escapes by being new.
// axe on a page takes seconds on a busy machine; one test per page, language and project.
test.describe.configure({ timeout: 120_000 });

for (const row of pageRows()) {
  const actor = row.actor ?? "anonymous";
  const status = row.status ?? 200;
  for (const url of row.urls ?? []) {
    for (const locale of ["nl", "en"] as const) {
      test(`${url} (${locale}, ${actor})`, async ({ actorPage }, testInfo) => {
        const { page, errors, open, audit } = await actorPage(actor);
        expect(await open(url, locale), "status").toBe(status);
        expect(new URL(page.url()).pathname, "not sent elsewhere").toBe(new URL(url, "http://localhost").pathname);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        if (testInfo.project.use.javaScriptEnabled !== false) {
          // Enhancements (hydration, the lazy menus, the map island) settle before axe looks.
          if (await page.evaluate(() => "__remixContext" in window)) await waitForHydration(page);
          await page.waitForLoadState("networkidle");
        }
        // With JavaScript off, audit() checks the HTML this page got in a scripted twin (axe is a script).
        expect(await audit(), "WCAG 2.1 A/AA violations").toEqual([]);
        // The browser logs the error screen's own status; nothing else may go wrong.
        const expected = status === 200 ? null : new RegExp(`status of ${status} `);
        expect(errors.filter((error) => !expected?.test(error)), "console errors").toEqual([]);
      });
    }
  }
}
