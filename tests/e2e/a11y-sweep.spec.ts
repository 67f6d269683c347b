import { waitForHydration } from "../fixtures/accounts";
import { expect, test } from "../fixtures/actors";
import { pageRows } from "../sweep/routes";

// The accessibility sweep (docs/accessibility.md): every page of the sweep table, in Dutch and
// English, signed in as the row's actor: axe finds no violation of WCAG 2.1 A/AA. A route
// missing from the table fails tests/sweep/routes.test.ts, so nothing escapes by being new.
// Each page once per language across the two projects: Dutch with JavaScript off (the server's
// HTML, which every visitor gets), English with it on. A page that hydrates is also swept in Dutch
// with JavaScript on, since hydration (menus, islands, enhanced forms) changes what axe sees; a page
// that does not hydrate is the same HTML in both projects, so that run would repeat the first.
// axe on a page takes seconds on a busy machine; one test per page and language.
test.describe.configure({ timeout: 120_000 });

for (const row of pageRows()) {
  const actor = row.actor ?? "anonymous";
  const status = row.status ?? 200;
  for (const url of row.urls ?? []) {
    for (const locale of ["nl", "en"] as const) {
      test(`${url} (${locale}, ${actor})`, async ({ actorPage }, testInfo) => {
        const javaScript = testInfo.project.use.javaScriptEnabled !== false;
        test.skip(!javaScript && locale === "en", "English is swept with JavaScript on");
        const { page, errors, open, audit } = await actorPage(actor);
        expect(await open(url, locale), "status").toBe(status);
        const hydrates = javaScript && (await page.evaluate(() => "__remixContext" in window));
        test.skip(javaScript && locale === "nl" && !hydrates, "does not hydrate: its Dutch HTML is swept with JavaScript off");
        expect(new URL(page.url()).pathname, "not sent elsewhere").toBe(new URL(url, "http://localhost").pathname);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        if (javaScript) {
          // Enhancements (hydration, the lazy menus, the map island) settle before axe looks.
          if (hydrates) await waitForHydration(page);
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
