import { confirmedAccount, DEMO_PASSWORD, expect, signIn, test, uniqueEmail } from "../fixtures/accounts";
import { onHost } from "../fixtures/tenants";

// A centre's staff are told of each new volunteer once the address is confirmed, and each can
// switch it off (docs/users.md "Told of sign-ups"; the mail and who is told: the api's
// sign-up-notices.test.ts).

test("staff find a new volunteer at the bell and open their page", async ({ page }, testInfo) => {
  test.slow(); // a sign-up through the mail, then a second sign-in
  const lastName = `Nieuw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await confirmedAccount(page, uniqueEmail(testInfo, "nieuw"), "Signup-notice-2026!", { firstName: "Nora", lastName });
  await page.context().clearCookies();
  await signIn(page, "medewerker@demo.example.org", DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto("/notificaties");
  await page.getByRole("link", { name: `Nieuwe vrijwilliger aangemeld: Nora ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nora ${lastName}` })).toBeVisible();
});

test("a staff member switches the notice of new volunteers off, and on again", async ({ page, javaScriptEnabled, baseURL }) => {
  test.slow(); // a sign-in and two saves, each read back
  // Each project its own centre's staff (both run at once), never the demo centre's, whom the test above needs told.
  const [host, staff] = javaScriptEnabled ? ["oldebroek", "medewerker@oldebroek.example.org"] : ["roermond", "medewerker@roermond.example.org"];
  await page.goto(onHost(baseURL, host, "/login"));
  await signIn(page, staff, DEMO_PASSWORD, { open: false });
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(onHost(baseURL, host, "/profile-edit"));
  await expect(page.getByRole("link", { name: "Nieuwe aanmeldingen" })).toHaveAttribute("href", "/profile-edit/nieuwe-aanmeldingen");
  await page.goto(onHost(baseURL, host, "/profile-edit/nieuwe-aanmeldingen"));
  const on = page.getByLabel("Vertel me wie zich aanmeldt");
  const off = page.getByLabel("Geen bericht; ik kijk zelf bij de gebruikers");
  for (const [choice, other] of [
    [off, on],
    [on, off],
  ]) {
    await choice.check();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Je keuze voor berichten over nieuwe aanmeldingen is opgeslagen.")).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(choice).toBeChecked();
    await expect(other).not.toBeChecked();
  }
});
