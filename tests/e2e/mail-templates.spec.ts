import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectMail, mailedLink, refusedPost, signIn, signUp, test, uniqueEmail, waitForHydration } from "../fixtures/accounts";
import { demoCenters, onHost } from "../fixtures/tenants";

// Editable mail templates (docs/mail.md "Templates"). Staff change their centre's confirmation
// mail in Dutch: an unknown variable is refused at its field, the preview shows the text with
// sample data, and the next sign-up at that centre receives the edited text at the local SMTP
// server; its link still confirms the account. (Sign-up → mail → link with the default text is
// accounts.spec.ts.) Both projects run at once against one server, so each changes its own
// centre's template — the demo centre with JavaScript, Oldebroek without — and resets it after.
const PASSWORD = "Template-test-2026!";

interface Site {
  host: string | null;
  staff: string;
  center: string;
}

const siteFor = (javaScriptEnabled: boolean): Site =>
  javaScriptEnabled
    ? { host: null, staff: "medewerker@demo.example.org", center: demoCenters.demo.name }
    : { host: "oldebroek", staff: "medewerker@oldebroek.example.org", center: demoCenters.oldebroek.name };

async function openConfirmationTemplate(page: Page, at: (path: string) => string, javaScriptEnabled: boolean) {
  await page.goto(at("/notification_templates"));
  await expect(page.getByRole("heading", { level: 1, name: "Mailteksten" })).toBeVisible();
  await page.getByRole("link", { name: "Bevestiging van het e-mailadres" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mailtekst: Bevestiging van het e-mailadres" })).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
}

test.describe("mail templates", () => {
  test.use({ allowedErrors: refusedPost });

  test("staff change the confirmation mail's Dutch text; the next sign-up receives it and its link confirms", async ({
    page,
    javaScriptEnabled,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000); // two sign-ins, two saves, a sign-up and a mail through the queue
    const site = siteFor(javaScriptEnabled);
    const at = (path: string) => (site.host ? onHost(baseURL, site.host, path) : path);
    const marker = `Fijn dat je meedoet via ${testInfo.project.name}`;

    await page.goto(at("/login"));
    await signIn(page, site.staff, DEMO_PASSWORD, { open: false });
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    await openConfirmationTemplate(page, at, javaScriptEnabled);
    try {
      const subject = page.getByLabel("Onderwerp (Nederlands)");
      // A variable the mail does not have is refused at its field; nothing is saved.
      await subject.fill("Welkom {{voornaam}}");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByText("{{voornaam}} is geen variabele van deze mail.")).toBeVisible();

      await subject.fill("Welkom bij {{site}}, {{name}}");
      const body = page.getByRole("textbox", { name: "Tekst (Nederlands)" });
      if (javaScriptEnabled) {
        // The Tiptap editor: the new sentence goes before the greeting, in the first paragraph.
        await expect(page.locator('[contenteditable="true"]').first()).toBeVisible();
        await body.click();
        await page.keyboard.press("Control+Home");
        await page.keyboard.type(`${marker}! `);
      } else {
        await body.fill(`Hoi {{name}},\n\n${marker}! Bevestig je adres met de knop.\n\n[Account bevestigen]({{link}})\n\nTot snel,\n{{site}}`);
      }
      await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
      const preview = page.getByRole("region", { name: "Voorbeeld" });
      await expect(preview.getByTestId("preview-subject-nl")).toHaveText(`Welkom bij ${site.center}, Sam`);
      await expect(preview.getByTestId("preview-html-nl")).toContainText(marker);

      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByText('Mailtekst "Bevestiging van het e-mailadres" opgeslagen.')).toBeVisible();
      await expect(page.getByRole("row", { name: /Bevestiging van het e-mailadres/ })).toContainText("Aangepast");
      // Signed out on this host (signOut() opens /uitloggen of the default one).
      await page.goto(at("/uitloggen"));
      await page.getByRole("main").getByRole("button", { name: "Uitloggen" }).click();
      await expect(page.getByText("Je bent uitgelogd.")).toBeVisible();

      // The next sign-up at this centre gets the edited text; its link confirms the account.
      const email = uniqueEmail(testInfo, "template");
      await signUp(page, { email, password: PASSWORD, firstName: "Noor", lastName: "Nieuw" }, { path: at("/signup") });
      // Without the typed name: a confirmation to a typed address carries none of the visitor's text.
      await expectMail(page, email, `Welkom bij ${site.center},`);
      await expect(page.getByRole("main")).not.toContainText("Noor");
      await expect(page.getByRole("main")).toContainText(`${marker}!`);
      const link = await mailedLink(page, email, "/confirm?confirmation_token=");
      await page.goto(link);
      await expect(page.getByRole("status").filter({ hasText: "Je e-mailadres is bevestigd." })).toBeVisible();
    } finally {
      // Back to the default, so other tests' sign-ups see the usual mail.
      await page.context().clearCookies();
      await page.goto(at("/login"));
      await signIn(page, site.staff, DEMO_PASSWORD, { open: false });
      await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
      await openConfirmationTemplate(page, at, javaScriptEnabled);
      const reset = page.getByRole("button", { name: "Terugzetten naar de standaard" });
      if (await reset.isVisible()) {
        await reset.click();
        await expect(page.getByText('Mailtekst "Bevestiging van het e-mailadres" teruggezet naar de standaard.')).toBeVisible();
      }
    }
    await expect(page.getByRole("row", { name: /Bevestiging van het e-mailadres/ })).toContainText("Standaard");
  });
});
