import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, mailedLink, refusedPost, signIn, signOut, signUp, test, uniqueEmail, waitForHydration } from "../fixtures/accounts";

const OLD_PASSWORD = "Oud-wachtwoord-1";
const NEW_PASSWORD = "Nieuw-wachtwoord-2";

/** Asks for a reset link on /auth/recover and waits for the (always the same) answer. */
async function requestReset(page: Page, email: string) {
  await page.goto("/auth/recover");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Stuur de link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Als er een account bij dit e-mailadres hoort" })).toBeVisible();
}

/** Signed out, the old password is refused and the new one signs in. */
async function expectOnlyNewPassword(page: Page, email: string) {
  await signOut(page);
  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Het e-mailadres of wachtwoord klopt niet.");
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
}

test.describe("a forgotten password", () => {
  test.use({ allowedErrors: refusedPost });

  test("the mailed link sets a new password and signs in; only the new one works after", async ({ page }, testInfo) => {
    // Never confirmed: using the reset link proves the mailbox, so it confirms the account too.
    const email = uniqueEmail(testInfo, "reset");
    await signUp(page, { email, password: OLD_PASSWORD });
    await requestReset(page, email);

    await page.goto(await mailedLink(page, email, "/auth/reset?reset_password_token="));
    // The live token leaves the address bar (and so history, Referer and analytics) at once.
    await expect(page).toHaveURL(/\/auth\/reset$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nieuw wachtwoord" })).toBeVisible();
    await page.getByLabel("Nieuw wachtwoord").fill(NEW_PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Je wachtwoord is gewijzigd en je bent ingelogd.")).toBeVisible();
    await page.goto("/profiel");
    await expect(page.getByRole("main")).toContainText(email);

    await expectOnlyNewPassword(page, email);
  });

  test("a known and an unknown address get the same answer", async ({ page }) => {
    const texts: string[] = [];
    for (const email of ["vrijwilliger@demo.example.org", "onbekend-adres@demo.example.org"]) {
      await requestReset(page, email);
      texts.push(await page.getByRole("main").innerText());
    }
    expect(texts[0]).toBe(texts[1]);
  });

  test("a used or made-up token is refused with a way to a new link", async ({ page }) => {
    await page.goto("/auth/reset?reset_password_token=verzonnen-token");
    await page.getByLabel("Nieuw wachtwoord").fill(NEW_PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByRole("alert")).toHaveText("Deze link is ongeldig of verlopen. Vraag een nieuwe aan.");
    await expect(page.getByRole("link", { name: "Vraag een nieuwe link aan" })).toHaveAttribute("href", "/auth/recover");

    await page.goto("/auth/reset");
    await expect(page.getByRole("alert")).toHaveText("Deze link is ongeldig of verlopen. Vraag een nieuwe aan.");
    await expect(page.getByRole("button", { name: "Wachtwoord opslaan" })).toHaveCount(0);
  });

  test("different passwords are refused before the API is asked", async ({ page }) => {
    await page.goto("/auth/reset?reset_password_token=wat-dan-ook");
    await page.getByLabel("Nieuw wachtwoord").fill(NEW_PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(`${NEW_PASSWORD}x`);
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByText("De wachtwoorden zijn niet gelijk.")).toBeVisible();
  });
});

test("an invitation's link (/auth/token) welcomes and ends signed in", async ({ page }, testInfo) => {
  // Invitations are not built yet; any mailed reset token serves the same flow.
  const email = uniqueEmail(testInfo, "token");
  await signUp(page, { email, password: OLD_PASSWORD });
  await requestReset(page, email);
  const link = new URL(await mailedLink(page, email, "/auth/reset?reset_password_token="));
  await page.goto(`/auth/token${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Welkom" })).toBeVisible();
  await page.getByLabel("Nieuw wachtwoord").fill(NEW_PASSWORD);
  await page.getByLabel("Herhaal wachtwoord").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord opslaan en inloggen" }).click();
  await expect(page.getByText("Welkom! Je wachtwoord is opgeslagen en je bent ingelogd.")).toBeVisible();
});

test.describe("changing the password when signed in", () => {
  test.use({ allowedErrors: refusedPost });

  test("needs the current password; the new one works after signing out", async ({ page, javaScriptEnabled }, testInfo) => {
    const email = uniqueEmail(testInfo, "change");
    await signUp(page, { email, password: OLD_PASSWORD });
    await page.goto(await mailedLink(page, email, "/confirm?confirmation_token="));
    await signIn(page, email, OLD_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();

    await page.goto("/profile-edit/settings");
    if (javaScriptEnabled) await waitForHydration(page);
    const form = page.getByRole("region", { name: "Wachtwoord wijzigen" });
    await form.getByLabel("Huidig wachtwoord").fill("Fout-wachtwoord-9");
    await form.getByLabel("Nieuw wachtwoord").fill(NEW_PASSWORD);
    await form.getByLabel("Herhaal wachtwoord").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
    await expect(form.getByText("Huidig wachtwoord is niet geldig.")).toBeVisible();

    await form.getByLabel("Huidig wachtwoord").fill(OLD_PASSWORD);
    await form.getByLabel("Nieuw wachtwoord").fill(NEW_PASSWORD);
    await form.getByLabel("Herhaal wachtwoord").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
    await expect(page.getByText("Je wachtwoord is gewijzigd.")).toBeVisible();

    await expectOnlyNewPassword(page, email);
  });
});

test("the demo password still signs in the demo volunteer", async ({ page }) => {
  // A guard for the specs above: none of them may change a demo account's password.
  await signIn(page, "volunteer@demo.example.org", DEMO_PASSWORD);
  // In the account's language (English).
  await expect(page.getByText("You are signed in.")).toBeVisible();
});
