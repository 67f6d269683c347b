import type { Locator, Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test, waitForHydration } from "../fixtures/accounts";
import { uniquePng } from "../fixtures/png";
import { onHost } from "../fixtures/tenants";
import { amsterdamLocal } from "../fixtures/amsterdam-time";

// The centre's files and the stock images (docs/files.md): a file uploaded to the library is
// embedded in a page and served; a news item shows a stock image on /nieuws, its own page and the
// home page. Both projects share one database, so names carry the project and a run stamp.
const STAFF = "medewerker@demo.example.org";
const OLDEBROEK_STAFF = "medewerker@oldebroek.example.org";
const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";
// The refused delete of a file in use is a 409, the page shows why.
const refusedDelete = /status of 409 \(Conflict\)/;

async function editorReady(page: Page, testInfo: TestInfo) {
  if (!isJs(testInfo)) return;
  await waitForHydration(page);
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
}

/** The image has arrived and decoded: the file was served as an image. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test.describe("file library", () => {
  test.use({ allowedErrors: refusedDelete });

  test("a file uploaded on /content/file-upload is embedded in a page and served", async ({ page, browser, context }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const name = `poster-${stamp}.png`;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/content/file-upload");
    await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
    await expect(page.getByRole("heading", { level: 1, name: "Bestanden" })).toBeVisible();
    await page.getByLabel("Bestand", { exact: true }).setInputFiles({ name, mimeType: "image/png", buffer: uniquePng(stamp) });
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.getByText(`‘${name}’ is geüpload.`)).toBeVisible();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    const address = await item.getByLabel(`Adres van ${name}`).inputValue();
    expect(address).toMatch(/^\/files\/demo\/content\/[0-9a-f]{64}\.png$/);
    if (isJs(testInfo)) {
      await waitForHydration(page);
      await item.getByRole("button", { name: `Adres kopiëren Adres van ${name}` }).click();
      await expect(item.getByRole("status")).toHaveText("Gekopieerd.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    }

    // The file goes into a page: the image button with JavaScript, the image line without.
    const slug = `met-poster-${stamp}`;
    await page.goto("/content/pages/new");
    await editorReady(page, testInfo);
    await page.getByLabel("Titel").fill("Onze poster");
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByLabel("Status").selectOption({ label: "Gepubliceerd" });
    const body = page.getByRole("textbox", { name: "Tekst" });
    if (isJs(testInfo)) {
      await body.fill("Dit is onze nieuwe poster.");
      const answers = [address, "De poster van de vrijwilligersmarkt"];
      page.on("dialog", (dialog) => dialog.accept(answers.shift()));
      await page.getByRole("button", { name: "Afbeelding" }).click();
      await expect(body.getByRole("img", { name: "De poster van de vrijwilligersmarkt" })).toBeVisible();
    } else await body.fill(`Dit is onze nieuwe poster.\n\n![De poster van de vrijwilligersmarkt](${address})`);
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.getByText("Pagina ‘Onze poster’ is opgeslagen.")).toBeVisible();

    const visitor = await browser.newPage({ javaScriptEnabled: isJs(testInfo) });
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByText("Dit is onze nieuwe poster.")).toBeVisible();
    await expectLoaded(visitor.getByRole("img", { name: "De poster van de vrijwilligersmarkt" }));
    const served = await visitor.request.get(address);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await visitor.close();

    // While the page shows it, the file cannot be deleted.
    await page.goto("/content/file-upload");
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name }) })
      .getByRole("button", { name: `Verwijderen ${name}` })
      .click();
    await expect(page.getByText("Dit bestand staat nog in een pagina, bericht of instelling; haal het daar eerst weg.")).toBeVisible();
  });

  test("a news item with a stock image shows it on /nieuws, its own page and the home page", async ({ page, browser, baseURL }, testInfo) => {
    const title = `Markt ${testInfo.project.name} ${Date.now().toString(36)}`;
    const oldebroek = (path: string) => onHost(baseURL, "oldebroek", path);
    await page.goto(oldebroek("/content/news/new"));
    await signIn(page, OLDEBROEK_STAFF, DEMO_PASSWORD, { open: false });
    await editorReady(page, testInfo);
    await page.getByLabel("Titel").fill(title);
    await page.getByLabel("Samenvatting").fill("De vrijwilligersmarkt is er weer.");
    await page.getByRole("textbox", { name: "Tekst" }).fill("Kom langs op het plein.");
    // Published a minute ago at Oldebroek's centre, where no other spec writes news: the newest two
    // (one per project) are both on the first page of /nieuws and among the home page's three.
    await page.getByLabel("Publiceren op").fill(amsterdamLocal(-60));
    await page.getByRole("radio", { name: "Groene heuvels onder een gele zon" }).check();
    await page.getByRole("button", { name: "Bericht aanmaken" }).click();
    await expect(page.getByText(`Bericht ‘${title}’ is opgeslagen.`)).toBeVisible();

    const visitor = await browser.newPage({ javaScriptEnabled: isJs(testInfo) });
    await visitor.goto(oldebroek("/nieuws"));
    const item = visitor.getByRole("article").filter({ has: visitor.getByRole("link", { name: title }) });
    await expectLoaded(item.getByRole("img", { name: "Groene heuvels onder een gele zon" }));
    await item.getByRole("link", { name: title }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const image = visitor.getByRole("img", { name: "Groene heuvels onder een gele zon" });
    await expectLoaded(image);
    expect(await image.getAttribute("src")).toMatch(/^\/files\/stock\/image\/[0-9a-f]{64}\.png$/);
    await visitor.goto(oldebroek("/"));
    const news = visitor
      .getByRole("region", { name: "Nieuws" })
      .getByRole("article")
      .filter({ has: visitor.getByRole("link", { name: title }) });
    await expectLoaded(news.getByRole("img", { name: "Groene heuvels onder een gele zon" }));
    await visitor.close();
  });
});
