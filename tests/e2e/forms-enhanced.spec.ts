import { DEMO_PASSWORD, expect, refusedPostOn, signIn, test, waitForFormChecks, waitForHydration } from "../fixtures/accounts";

// Forms with JavaScript (docs/forms.md): what the script adds over the plain posts that
// forms.spec.ts drives with and without it. Dragging a field in the builder saves the new order;
// a public form names a wrong answer as the visitor leaves the field, before anything is sent
// (its island, form-checks.island.ts: the page itself does not hydrate).
const STAFF = "medewerker@demo.example.org";
// Centre 1's demo registration form (api/seeds/demo.sql): name, e-mail and phone on step 1; a
// required choice of part of the day, yes/no, remarks and consent on step 2.
const DEMO_FORM = "/forms/de300000000000000000000000000001";
// A builder post saves, redirects and reloads the page's data: on a busy machine that takes longer
// than the default wait.
const SAVED = { timeout: 15_000 };

test.describe("forms with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "these are the script's additions; forms.spec.ts covers both");

  test("staff drag a field to another place, and the order is saved", async ({ page }, testInfo) => {
    // About ten posts and page loads; each post is saved before the page shows it.
    test.setTimeout(90_000);
    await page.goto("/form_builder/new");
    await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
    await page.getByRole("textbox", { name: "Titel" }).fill(`Volgorde ${testInfo.project.name} ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Formulier maken" }).click();
    for (const label of ["Voornaam", "Achternaam", "Woonplaats"]) {
      const form = page.getByRole("form", { name: "Veld toevoegen" });
      await form.getByRole("textbox", { name: "Label (Nederlands)" }).fill(label);
      await form.getByRole("button", { name: "Veld toevoegen" }).click();
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${label} \\(`) })).toBeVisible(SAVED);
    }
    const fields = page.getByRole("list", { name: "Velden" }).getByRole("listitem");
    await expect(fields).toHaveText([/Voornaam/, /Achternaam/, /Woonplaats/]);
    await waitForHydration(page);

    // Woonplaats's handle, dropped on the top edge of Voornaam: it goes first.
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/edit"));
    await page.getByTestId("drag-field3").dragTo(page.locator("#field-field1"), { targetPosition: { x: 40, y: 4 } });
    expect((await saved).status()).toBeLessThan(400);
    await expect(fields).toHaveText([/Woonplaats/, /Voornaam/, /Achternaam/]);

    // Saved, not only shown: a fresh load (and the preview) has the new order.
    await page.reload();
    await expect(fields).toHaveText([/Woonplaats/, /Voornaam/, /Achternaam/]);
    // The move buttons, the keyboard's way, still work beside the handles.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Achternaam omhoog" }).click();
    await expect(fields).toHaveText([/Woonplaats/, /Achternaam/, /Voornaam/], SAVED);
    await page.getByRole("link", { name: "Voorbeeld" }).click();
    await expect(page.getByRole("textbox")).toHaveCount(3);
    const labels = await page.getByRole("textbox").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent ?? ""));
    expect(labels).toEqual(["Woonplaats", "Achternaam", "Voornaam"]);
  });

  test("a wrong e-mail address is named when the visitor leaves the field, before sending", async ({ page }) => {
    await page.goto(DEMO_FORM);
    await waitForFormChecks(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const email = page.getByRole("textbox", { name: "E-mailadres (verplicht)" });
    await email.fill("ada-at-example");
    await email.press("Tab");
    const message = page.getByText("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.");
    await expect(message).toBeVisible();
    // The server's markup: the list under the field, tied to it by aria-describedby.
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "answer-email-error");
    await expect(page.locator("#answer-email-error")).toHaveText("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.");
    await expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in/);
    // Only the field left: the empty name above it, never visited, says nothing yet.
    await expect(page.getByText("Vul dit in.")).toHaveCount(0);
    await expect(page.getByText("Stap 1 van 2")).toBeVisible();
    expect(posts).toEqual([]);

    // Corrected, the message goes as the field is left again; the server agrees on Next.
    await email.fill("ada@example.org");
    await email.press("Tab");
    await expect(message).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).not.toHaveAttribute("aria-describedby");
    await page.getByRole("textbox", { name: "Naam (verplicht)" }).fill("Ada de Vries");
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByText("Stap 2 van 2")).toBeVisible();
  });

  test.describe("a public form", () => {
    // The step sent without consent: the server answers 400 with the step and its message.
    test.use({ allowedErrors: refusedPostOn(DEMO_FORM) });

    test("a choice left empty is named on its group, and the server's own message goes once answered", async ({ page }) => {
      await page.goto(DEMO_FORM);
      await page.getByRole("textbox", { name: "Naam (verplicht)" }).fill("Ada de Vries");
      await page.getByRole("textbox", { name: "E-mailadres (verplicht)" }).fill("ada@example.org");
      await page.getByRole("button", { name: "Volgende" }).click();
      await expect(page.getByText("Stap 2 van 2")).toBeVisible();
      await waitForFormChecks(page);

      // Into the group of part of the day and out again without choosing: required.
      const shift = page.getByRole("group", { name: "Dagdeel (verplicht)" });
      await shift.getByRole("radio", { name: "Ochtend" }).focus();
      await page.keyboard.press("Tab");
      await expect(shift).toHaveAttribute("aria-invalid", "true");
      await expect(shift).toHaveAccessibleDescription("Vul dit in.");
      // Choosing one and leaving the group clears the message.
      await shift.getByRole("radio", { name: "Middag" }).check();
      await page.getByRole("textbox", { name: "Opmerkingen" }).focus();
      await expect(shift).not.toHaveAttribute("aria-invalid", "true");
      await expect(shift.getByText("Vul dit in.")).toHaveCount(0);

      // A message the server wrote (consent, sent without it) goes the same way once answered.
      await page.getByRole("button", { name: "Versturen" }).click();
      const consent = page.getByRole("group", { name: /Je gegevens worden alleen voor deze dag gebruikt/ });
      await expect(consent).toHaveAttribute("aria-invalid", "true");
      await waitForFormChecks(page);
      await consent.getByRole("checkbox").check();
      await page.getByRole("textbox", { name: "Opmerkingen" }).focus();
      await expect(consent).not.toHaveAttribute("aria-invalid", "true");
      await expect(consent.getByText("Geef hier je toestemming om verder te gaan.")).toHaveCount(0);
    });
  });
});
