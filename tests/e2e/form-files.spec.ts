import { readFile } from "node:fs/promises";
import { DEMO_PASSWORD, expect, refusedPost, signIn, test, waitForFormChecks } from "../fixtures/accounts";

// A form's file field (docs/forms.md "File fields"): staff add one, a visitor sends a file with the
// form (a refused file first), and the form's owner downloads it; nobody else gets it.
const STAFF = "medewerker@demo.example.org";
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]);

test.describe("form file fields", () => {
  test.use({ allowedErrors: refusedPost });

  test("a visitor sends a file with a form and the owner downloads it", async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const pdf = Buffer.from(`%PDF-1.4\n% motivatie ${stamp}\n1 0 obj\n<<>>\nendobj\n%%EOF\n`, "latin1");
    const title = `Aanmelding met cv ${stamp}`;
    await page.goto("/form_builder/new");
    await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
    await page.getByRole("textbox", { name: "Titel" }).fill(title);
    await page.getByRole("button", { name: "Formulier maken" }).click();
    await page.getByRole("button", { name: "Stap toevoegen" }).click();
    await expect(page.getByRole("heading", { name: "Stap 2", exact: true })).toBeVisible();
    const addField = async (type: string, step: string, label: string, required = false) => {
      const form = page.getByRole("form", { name: "Veld toevoegen" });
      await form.getByLabel("Soort veld").selectOption({ label: type });
      await form.getByLabel("Stap", { exact: true }).selectOption({ label: step });
      await form.getByRole("textbox", { name: "Label (Nederlands)" }).fill(label);
      if (required) await form.getByRole("checkbox", { name: "verplicht" }).check();
      await form.getByRole("button", { name: "Veld toevoegen" }).click();
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${label} \\(`) })).toBeVisible();
    };
    await addField("Korte tekst", "Stap 1", "Naam", true);
    await addField("Bestand", "Stap 1", "Motivatiebrief", true);
    await addField("Lange tekst", "Stap 2", "Opmerking");
    await page.getByRole("link", { name: "Overzicht" }).click();
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Status: Gepubliceerd")).toBeVisible();
    const address = (await page.getByTestId("public-link").getAttribute("href"))!;
    const overview = page.url();

    // The visitor, signed out: a program is refused, the PDF goes along to step 2 and is sent.
    const visitor = await browser.newPage({ javaScriptEnabled: testInfo.project.name === "js" });
    await visitor.goto(address);
    await visitor.getByRole("textbox", { name: "Naam (verplicht)" }).fill("Ada de Vries");
    const file = visitor.getByLabel("Motivatiebrief (verplicht)");
    if (testInfo.project.name === "js") {
      // With JavaScript (the form's island) a file past 2 MB is named as it is chosen, and let go
      // before any post.
      await waitForFormChecks(visitor);
      await file.setInputFiles({ name: "groot.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(2 * 1024 * 1024 + 1024, 0x20) });
      await expect(visitor.getByText("Dit bestand is te groot.")).toBeVisible();
      await expect(file).toHaveAttribute("aria-invalid", "true");
      await expect(file).toHaveValue("");
    }
    await file.setInputFiles({ name: "motivatie.pdf", mimeType: "application/pdf", buffer: EXE });
    await visitor.getByRole("button", { name: "Volgende" }).click();
    await expect(visitor.getByText("Dit soort bestand kan niet.")).toBeVisible();
    await file.setInputFiles({ name: "motivatie ada.pdf", mimeType: "application/pdf", buffer: pdf });
    await visitor.getByRole("button", { name: "Volgende" }).click();
    await expect(visitor.getByText("Stap 2 van 2")).toBeVisible();
    await visitor.getByRole("textbox", { name: "Opmerking" }).fill("Tot ziens");
    await visitor.getByRole("button", { name: "Versturen" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "Bedankt!" })).toBeVisible();

    // The owner reads the submission and downloads the file as it was sent.
    await page.goto(overview);
    await page.getByRole("table", { name: "Nieuwste inzendingen" }).getByRole("link").first().click();
    const link = page.getByRole("link", { name: /^motivatie ada\.pdf downloaden/ });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("motivatie ada.pdf");
    expect(await readFile((await download.path())!)).toEqual(pdf);

    // Not for anyone else: the signed-out visitor gets the sign-in page, the public path nothing.
    const href = (await link.getAttribute("href"))!;
    const name = href.split("/").pop()!;
    const asVisitor = await visitor.request.get(href, { maxRedirects: 0 });
    expect(asVisitor.status()).toBe(302);
    expect((await visitor.request.get(`/files/demo/form/${name}`)).status()).toBe(404);
    await visitor.close();
  });
});
