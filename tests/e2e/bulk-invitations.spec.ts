import { DEMO_PASSWORD, expect, mailedLink, signIn, test } from "../fixtures/accounts";

// Staff invite organizations nobody manages, several at once, after reading the mail as it goes out
// (docs/organization-admins.md "Inviting in bulk"; the limits and the addresses: the api's tests).
test("staff invite two organizations nobody manages at once, and each gets its invitation", async ({ page }) => {
  test.slow(); // two invitations through the mail queue
  await signIn(page, "medewerker@demo.example.org", DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto("/organizations/unmanaged");
  await page.getByRole("link", { name: "Meerdere tegelijk uitnodigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organisaties zonder beheer uitnodigen" })).toBeVisible();
  // The centre's invitation mail as it goes out, with sample data: on request (an api call more).
  await expect(page.getByTestId("preview-subject-nl")).toHaveCount(0);
  await page.getByRole("link", { name: "Toon de e-mail zoals hij verstuurd wordt" }).click();
  await expect(page.getByTestId("preview-subject-nl")).toHaveText("Uitnodiging: beheerder van Buurthuis De Linde");
  await page.getByRole("link", { name: "Verberg de e-mail" }).click();
  await expect(page.getByTestId("preview-subject-nl")).toHaveCount(0);
  await page.getByLabel("Buurtcentrum De Pijp (welkom@buurtcentrumdepijp.example.org)").check();
  await page.getByLabel("Humanitas Amsterdam (amsterdam@humanitas.example.org)").check();
  await page.getByRole("button", { name: "Uitnodigingen versturen" }).click();
  await expect(page.getByText("2 uitnodigingen verstuurd.")).toBeVisible();
  await expect(page).toHaveURL(/\/organizations\/unmanaged$/);
  await expect(page.getByText("welkom@buurtcentrumdepijp.example.org").first()).toBeVisible();
  expect(await mailedLink(page, "amsterdam@humanitas.example.org", "/organizations/invitation?token=")).toContain("token=");
});
