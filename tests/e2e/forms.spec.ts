import { parse } from "csv-parse/sync";
import { DEMO_PASSWORD, expect, refusedPost, signIn, test } from "../fixtures/accounts";

// Forms (docs/forms.md): staff build a three-step form, a visitor fills it in on its public address
// (correcting a mistake on step two), and the owner reads the submission and its CSV export. Both
// projects share one database, so each builds its own form, named after the project.
const STAFF = "medewerker@demo.example.org";
const NOTE = 'Ik kom, "zeker" weten,\nmet mijn buurman';

test.describe("forms", () => {
  test.use({ allowedErrors: refusedPost });

  test("staff build a form, a visitor fills it in, the owner reads and exports it", async ({ page }, testInfo) => {
    // One flow through three roles and about twenty page loads.
    test.setTimeout(120_000);
    const title = `Intake ${testInfo.project.name}`;
    await page.goto("/form_builder/new");
    await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
    await page.getByRole("textbox", { name: "Titel" }).fill(title);
    await page.getByRole("button", { name: "Formulier maken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${title} bewerken` })).toBeVisible();

    await page.getByRole("button", { name: "Stap toevoegen" }).click();
    await expect(page.getByRole("heading", { name: "Stap 2", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Stap toevoegen" }).click();
    await expect(page.getByRole("heading", { name: "Stap 3", exact: true })).toBeVisible();

    const addField = async (type: string, step: string, label: string, { required = false, options = "" } = {}) => {
      const form = page.getByRole("form", { name: "Veld toevoegen" });
      await form.getByLabel("Soort veld").selectOption({ label: type });
      await form.getByLabel("Stap", { exact: true }).selectOption({ label: step });
      await form.getByRole("textbox", { name: "Label (Nederlands)" }).fill(label);
      if (required) await form.getByRole("checkbox", { name: "verplicht" }).check();
      if (options) await form.getByRole("textbox", { name: "Keuzes" }).fill(options);
      await form.getByRole("button", { name: "Veld toevoegen" }).click();
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${label} \\(`) })).toBeVisible();
    };
    await addField("Korte tekst", "Stap 1", "Naam", { required: true });
    await addField("E-mailadres", "Stap 2", "E-mail", { required: true });
    await addField("Eén keuze", "Stap 2", "Dagdeel", { required: true, options: "Ochtend\nAvond, laat" });
    await addField("Lange tekst", "Stap 3", "Opmerking");
    // Without JavaScript the order changes by buttons: the note goes up above the choice, and back.
    await page.getByRole("button", { name: "Opmerking omhoog" }).click();
    const fields = page.getByRole("list", { name: "Velden" }).getByRole("listitem");
    await expect(fields.nth(2)).toContainText("Opmerking");
    await page.getByRole("button", { name: "Opmerking omlaag" }).click();
    await expect(fields.nth(3)).toContainText("Opmerking");

    await page.getByRole("link", { name: "Overzicht" }).click();
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Status: Gepubliceerd")).toBeVisible();
    const address = (await page.getByTestId("public-link").getAttribute("href"))!;
    expect(address).toMatch(/\/forms\/[0-9a-f]{32}$/);
    const overview = page.url();

    // The visitor, signed out.
    await page.context().clearCookies();
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Stap 1 van 3")).toBeVisible();
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByText("Vul dit in.")).toBeVisible();
    await page.getByRole("textbox", { name: "Naam (verplicht)" }).fill("Ada de Vries");
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByText("Stap 2 van 3")).toBeVisible();
    await page.getByRole("textbox", { name: "E-mail (verplicht)" }).fill("ada-at-example");
    await page.getByRole("radio", { name: "Avond, laat" }).check();
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByText("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Avond, laat" })).toBeChecked();
    await page.getByRole("textbox", { name: "E-mail (verplicht)" }).fill(`ada-${testInfo.project.name}@example.org`);
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByText("Stap 3 van 3")).toBeVisible();
    await page.getByRole("textbox", { name: "Opmerking" }).fill(NOTE);
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt!" })).toBeVisible();

    // The owner.
    await page.goto(overview);
    await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
    await expect(page.getByRole("heading", { name: "1 inzending" })).toBeVisible();
    await page.getByRole("table", { name: "Nieuwste inzendingen" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: `Inzending: ${title}` })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Ada de Vries" })).toBeVisible();
    await expect(page.getByText("Avond, laat")).toBeVisible();

    const csv = await page.request.get(`${overview}/submissions.csv`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = parse(await csv.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual(["Ontvangen", "Versie", "Naam", "E-mail", "Dagdeel", "Opmerking"]);
    expect(rows[1]!.slice(1)).toEqual(["1", "Ada de Vries", `ada-${testInfo.project.name}@example.org`, "Avond, laat", NOTE]);
  });
});
