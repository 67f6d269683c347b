import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expect, refusedPost, signIn, test, waitForHydration } from "../fixtures/accounts";

// A centre's own content (docs/content.md): staff write a page, a visitor reaches it, a changed
// address redirects. Both projects share one database, so every name carries the project and a
// run-unique stamp.
const STAFF = "medewerker@demo.example.org";

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";

/** With JavaScript the body is the Tiptap editor once its chunk is in: wait for its toolbar. */
async function editorReady(page: Page, testInfo: TestInfo) {
  if (!isJs(testInfo)) return;
  await waitForHydration(page);
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
}

test.describe("pages", () => {
  // The reserved address is refused with the form back: a 400.
  test.use({ allowedErrors: refusedPost });

  test("staff write the page 'Over ons'; a changed address redirects the old one", async ({ page, browser }, testInfo) => {
    const slug = `over-ons-${testInfo.project.name}-${Date.now().toString(36)}`;
    await page.goto("/content");
    await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/content$/);
    // Every centre starts with its two statements.
    await expect(page.getByRole("rowheader", { name: "Toegankelijkheidsverklaring" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Privacyverklaring" })).toBeVisible();

    await page.getByRole("link", { name: "Nieuwe pagina" }).click();
    await editorReady(page, testInfo);
    await page.getByLabel("Titel").fill("Over ons");
    // An address of the site itself is refused with the form back.
    await page.getByLabel("Adres (slug)").fill("nieuws");
    await page.getByLabel("Status").selectOption({ label: "Gepubliceerd" });
    await page.getByRole("textbox", { name: "Tekst" }).fill("Wij zijn de vrijwilligerscentrale van Demodorp.");
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.getByText("Dit adres is al een onderdeel van de website; kies een ander.")).toBeVisible();
    await editorReady(page, testInfo);
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByRole("textbox", { name: "Tekst" }).fill("Wij zijn de vrijwilligerscentrale van Demodorp.");
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.getByText("Pagina ‘Over ons’ is opgeslagen.")).toBeVisible();
    await expect(page).toHaveURL(/\/content$/);

    const visitor = await browser.newPage({ javaScriptEnabled: isJs(testInfo) });
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Over ons" })).toBeVisible();
    await expect(visitor.getByText("Wij zijn de vrijwilligerscentrale van Demodorp.")).toBeVisible();

    // The address changes: the old one answers with a permanent redirect to the new one.
    await page
      .getByRole("link", { name: `/${slug}` })
      .locator("xpath=ancestor::tr")
      .getByRole("link", { name: "Over ons" })
      .click();
    await editorReady(page, testInfo);
    await page.getByLabel("Adres (slug)").fill(`${slug}-nieuw`);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Pagina ‘Over ons’ is opgeslagen.")).toBeVisible();
    const old = await visitor.request.get(`/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/${slug}-nieuw`);
    await visitor.goto(`/${slug}`);
    await expect(visitor).toHaveURL(new RegExp(`/${slug}-nieuw$`));
    await expect(visitor.getByRole("heading", { level: 1, name: "Over ons" })).toBeVisible();
    await visitor.close();
  });
});
