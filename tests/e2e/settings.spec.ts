import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, refusedPost, signIn, test, waitForHydration } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";
import { onHost } from "../fixtures/tenants";
import { ONE_PIXEL_PNG, pngBomb } from "../fixtures/png";
import { SETTINGS_CENTRES, settingsCentre } from "../fixtures/settings-centres";

// /instellingen/design: staff change their centre's colour and logo, and the next visitor sees
// them, each project on its own demo centre (tests/fixtures/settings-centres.ts).

// The start of a Windows program, named and typed as a PNG.
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

const brand = (page: Page, step: string) =>
  page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), `--brand-primary-${step}`);

test.describe("centre settings: design", () => {
  test.use({ allowedErrors: refusedPost });

  test("staff change the primary colour and upload a logo; a signed-out visitor's next page shows both", async ({ page, browser, baseURL }, testInfo) => {
    const centre = settingsCentre(testInfo);
    // Three saves, two uploads, a second browser and an axe scan: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.goto(onHost(baseURL, centre.host, "/instellingen"));
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Finstellingen$/);
    await signIn(page, centre.staff, DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/instellingen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Instellingen" })).toBeVisible();
    await page.getByRole("heading", { name: "Vormgeving" }).getByRole("link").click();
    await expect(page).toHaveTitle(/^Vormgeving - /);

    // A colour too light for white text is flagged, and nothing is saved.
    await page.getByLabel("Hoofdkleur", { exact: true }).selectOption("custom");
    await page.getByLabel("Eigen kleur voor Hoofdkleur").fill("#fde047");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText(/Witte tekst op deze kleur heeft een contrast van 3,4:1/)).toBeVisible();
    await expect(page.getByText(/Contrast met witte tekst: 3,4:1, minder dan/)).toBeVisible();

    // A dark purple passes; with a logo, saved.
    const colour = testInfo.project.name === "js" ? "#6b21a8" : "#581c87";
    await page.getByLabel("Hoofdkleur", { exact: true }).selectOption("custom");
    await page.getByLabel("Eigen kleur voor Hoofdkleur").fill(colour);
    await page.getByLabel("Logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG });
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De instellingen zijn opgeslagen.")).toBeVisible();
    await expect(page.getByLabel("Eigen kleur voor Hoofdkleur")).toHaveValue(colour);
    // The refused save's contrast error is gone with it.
    await expect(page.getByText(/Witte tekst op deze kleur heeft een contrast van 3,4:1/)).toHaveCount(0);
    // axe runs in the page: only where JavaScript runs (the sweep covers the page with it off).
    if (testInfo.project.name === "js") expect(await axeViolations(page)).toEqual([]);

    // The visitor's browser runs JavaScript only to read the computed theme; the page is the
    // server's, and its HTML already carries the colour.
    const visitor = await browser.newPage();
    const home = (await visitor.goto(onHost(baseURL, centre.host, "/")))!;
    expect(await home.text()).toContain(`--brand-primary-500:${colour};`);
    expect(await brand(visitor, "500")).toBe(colour);
    const logo = visitor.getByRole("img", { name: `Logo van ${centre.name}` }).first();
    const src = await logo.getAttribute("src");
    expect(src).toMatch(/^\/files\/meedoen\/logo\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const file = (await visitor.goto(onHost(baseURL, centre.host, src!)))!;
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await file.headerValue("set-cookie")).toBeNull();
    // The path names the tenant: on another tenant's site it is not there.
    expect((await visitor.goto(onHost(baseURL, "roermond", src!)))!.status()).toBe(404);
    await visitor.close();
  });

  /** The js project's centre's design screen, its staff signed in, React listening. */
  async function openDesignWithJs(page: Page, baseURL: string | undefined) {
    await page.goto(onHost(baseURL, SETTINGS_CENTRES.js.host, "/instellingen/design"));
    await signIn(page, SETTINGS_CENTRES.js.staff, DEMO_PASSWORD, { open: false });
    await waitForHydration(page);
  }

  /** Picks an own primary colour and waits for the live preview's shade 500 to show it. */
  async function previewPrimary(page: Page, hex: string, rgb: string) {
    const swatch = page.getByTestId("design-primary-swatches").locator('[data-shade="500"]');
    const choice = page.getByLabel("Hoofdkleur", { exact: true });
    if ((await choice.inputValue()) !== "custom") await choice.selectOption("custom");
    await page.getByLabel("Eigen kleur voor Hoofdkleur").fill(hex);
    await expect.poll(() => swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb);
  }

  test("with JavaScript the shade preview follows the chosen colour at once, without saving", async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "the live preview needs JavaScript; without it the preview button is tested above");
    await openDesignWithJs(page, baseURL);
    await previewPrimary(page, "#0f766e", "rgb(15, 118, 110)");
    await expect(page.getByText(/Contrast met witte tekst: \d/).first()).toBeVisible();
    await previewPrimary(page, "#fde047", "rgb(253, 224, 71)");
    await expect(page.getByText(/Contrast met witte tekst: 3,4:1, minder dan/)).toBeVisible();
    // Nothing was saved: the page as loaded again shows the saved colour, not the one tried.
    await page.reload();
    await expect(page.getByLabel("Eigen kleur voor Hoofdkleur")).not.toHaveValue("#fde047");
  });

  test("a save pressed while the live preview is on its way waits for it, and then confirms", { tag: "@only-js" }, async ({ page, baseURL }) => {
    await openDesignWithJs(page, baseURL);
    // Another colour first, previewed, so the colour below is a change (a change posts a preview).
    await previewPrimary(page, "#1e3a8a", "rgb(30, 58, 138)");

    // A slow line: the next preview reaches the server only when the test lets it go. The save
    // must not go meanwhile: the preview's answer (a session without the save's toast) and the
    // router's revalidation after it lost the "saved" message (CI, under load).
    let release!: () => void;
    let releasedYet = false;
    const released = new Promise<void>((resolve) => (release = () => ((releasedYet = true), resolve())));
    let saveLeftFirst: boolean | undefined;
    const previewHeld = new Promise<void>((held) => {
      void page.route("**/instellingen/design.data*", async (route) => {
        const request = route.request();
        if (request.method() !== "POST") return route.fallback();
        const body = request.postDataBuffer()?.toString("latin1") ?? "";
        if (/name="intent"\r\n\r\npreview\r\n/.test(body)) {
          held();
          await released;
        } else saveLeftFirst ??= !releasedYet;
        await route.continue();
      });
    });
    // The first test's colour: a save from here while that test runs changes nothing it checks.
    await page.getByLabel("Eigen kleur voor Hoofdkleur").fill("#6b21a8");
    await previewHeld;
    const save = page.getByRole("button", { name: "Opslaan" });
    await save.click();
    // Pressed: busy at once, though the save waits for the preview.
    await expect(save).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByText("De instellingen zijn opgeslagen.")).toBeVisible();
    expect(saveLeftFirst).toBe(false);
  });

  test("a renamed executable, an oversized image and a shade set without 950 are refused with field errors", async ({ page, baseURL }, testInfo) => {
    const centre = settingsCentre(testInfo);
    await page.goto(onHost(baseURL, centre.host, "/instellingen/design"));
    await signIn(page, centre.staff, DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/instellingen\/design$/);

    const logo = page.getByLabel("Logo", { exact: true });
    await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: EXE });
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Dit bestand is geen PNG-, JPEG- of WebP-afbeelding (de inhoud telt, niet de naam).")).toBeVisible();
    await expect(logo).toHaveAttribute("aria-invalid", "true");

    const big = Buffer.alloc(1024 * 1024 + 1);
    ONE_PIXEL_PNG.copy(big, 0, 0, 8);
    await logo.setInputFiles({ name: "groot.png", mimeType: "image/png", buffer: big });
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Dit bestand is te groot: hoogstens 1024 kB.")).toBeVisible();

    // An image bomb (about 50 kB, 400 megapixels when decoded): refused by its header, the limit named.
    await logo.setInputFiles({ name: "bom.png", mimeType: "image/png", buffer: pngBomb(20_000, 20_000) });
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Deze afbeelding is te groot: hoogstens 4.000 × 4.000 pixels en 8 megapixel.")).toBeVisible();

    const shades = Object.fromEntries(["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"].map((step) => [step, "#123456"]));
    await page.getByText("Eigen tinten (gevorderd)").first().click();
    await page.getByLabel("Tinten van Hoofdkleur als JSON").fill(JSON.stringify(shades));
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText(/Ontbreekt of ongeldig: 950\./)).toBeVisible();
  });
});
