import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";

// Staff sign in as another user of their centre and come back to their own account, in both
// projects: the user page's button and the banner's button are plain forms.
const STAFF = "medewerker@demo.example.org";
const VOLUNTEER_ID = 1; // Vera Vrijwilliger, of the demo centre
const UNCONFIRMED_ID = 6; // Olaf Onbevestigd

async function staffOn(page: Page, path: string) {
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(path);
}

const banner = (page: Page) => page.getByRole("region", { name: /^Je bent ingelogd als / });

test.describe("signing in as another user", () => {
  // While acting as the volunteer, the users list is refused as it would be for them.
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("staff act as a volunteer, are refused what the volunteer is refused, and switch back", async ({ page }) => {
    await staffOn(page, `/users/${VOLUNTEER_ID}`);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Je bent nu ingelogd als Vera Vrijwilliger.")).toBeVisible();
    await expect(banner(page)).toContainText("Je bent ingelogd als Vera Vrijwilliger. Je eigen account: Mila Medewerker.");
    // The volunteer's own profile, and none of the staff's powers.
    await page.goto("/profiel");
    await expect(page.getByRole("main")).toContainText("Vera");
    expect((await page.goto("/users"))?.status()).toBe(403);
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole("button", { name: "Terug naar mijn account" }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${VOLUNTEER_ID}$`));
    await expect(page.getByText("Je bent terug in je eigen account.")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await page.goto("/users"))?.status()).toBe(200);
  });

  test("an account that cannot sign in is refused with the reason", async ({ page }) => {
    await staffOn(page, `/users/${UNCONFIRMED_ID}`);
    await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${UNCONFIRMED_ID}$`));
    await expect(page.getByText("Deze gebruiker heeft het e-mailadres nog niet bevestigd.")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("signing out while acting as someone ends the staff member's session too", async ({ page }) => {
    await staffOn(page, `/users/${VOLUNTEER_ID}`);
    await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
    await expect(banner(page)).toBeVisible();
    await page.goto("/uitloggen");
    await page.getByRole("main").getByRole("button", { name: "Uitloggen" }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto("/users");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers$/);
  });

  test("the way back is a POST: following a link does not switch", async ({ page }) => {
    await staffOn(page, `/users/${VOLUNTEER_ID}`);
    await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
    await expect(banner(page)).toBeVisible();
    await page.goto("/account/switch-back");
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toBeVisible();
    // Nor does a GET on the sign-in-as address act.
    await page.goto(`/users/${UNCONFIRMED_ID}/sign-in-as`);
    await expect(page).toHaveURL(new RegExp(`/users/${UNCONFIRMED_ID}$`));
    await expect(banner(page)).toContainText("Vera Vrijwilliger");
  });
});
