import { DEMO_PASSWORD, expect, signIn, test, waitForHydration } from "../fixtures/accounts";

// Forms with JavaScript (docs/forms.md): what the script adds over the plain posts that
// forms.spec.ts drives with and without it. Dragging a field in the builder saves the new order;
// a public form names a wrong answer as the visitor leaves the field, before anything is sent.
const STAFF = "medewerker@demo.example.org";
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
});
