import { readFile } from "node:fs/promises";
import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";
import { ACTORS } from "../sweep/routes";

// Issue 28: "download my data" on /profiel saves the user's own data as a JSON file, with
// JavaScript off and on, with a form they sent signed in. What the export holds is proven by the
// api's own-data test.
test("a volunteer downloads their own data from the profile page", async ({ page }) => {
  const email = ACTORS.volunteer;
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  // A form they send signed in is theirs too (the centre's contact form, linked from every page's
  // footer).
  const message = `Mijn eigen vraag (${test.info().project.name} ${Date.now()})`;
  await page.getByRole("contentinfo").getByRole("navigation", { name: "Meer op deze site" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contactformulier$/);
  const form = page.getByRole("main");
  await form.getByLabel("Naam").fill("Vera");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Bericht").fill(message);
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We hebben je antwoorden op" })).toBeVisible();
  await page.goto("/profiel");
  const link = page.getByRole("link", { name: "Download mijn gegevens" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^inzet-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(document.data.type).toBe("own_data_exports");
  expect(document.data.attributes.account.email).toBe(email);
  expect(JSON.stringify(document.data.attributes.form_submissions)).toContain(message);
  expect(JSON.stringify(document)).not.toMatch(/password_digest|token_digest/);
});
