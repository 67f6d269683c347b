import { DEMO_PASSWORD, expect, mailedLink, signIn, test, uniqueEmail, waitForHydration } from "../fixtures/accounts";

// Issue 19, co-admins (docs/organization-admins.md): an organization's admin invites an address by
// e-mail; the mailed link makes an account with that address and its admin; the new admin shows
// in the list, and can be removed again. JavaScript on and off (the projects).
const ADMIN = "beheerder@demo.example.org"; // admin of organization 1 (api/seeds/demo.sql)

test("an admin invites a co-admin, who accepts through the mailed link and appears in the list", async ({ page, browser }, testInfo) => {
  const javaScriptEnabled = testInfo.project.name !== "no-js";
  const invitee = uniqueEmail(testInfo, "co-admin");
  await page.goto("/organizations/1/edit");
  await signIn(page, ADMIN, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/organizations\/1\/edit$/);
  await page.getByRole("link", { name: "Beheerders uitnodigen of verwijderen" }).click();
  await expect(page).toHaveURL(/\/organizations\/1\/admins$/);
  if (javaScriptEnabled) await waitForHydration(page);

  await page.getByLabel("E-mailadres").fill(invitee);
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText(`De uitnodiging aan ${invitee} is verstuurd.`)).toBeVisible();
  const open = page.getByRole("region", { name: "Uitnodigingen die nog niet zijn aangenomen" });
  await expect(open).toContainText(invitee);
  const admins = page.getByRole("region", { name: "Beheerders", exact: true });
  await expect(admins).not.toContainText(invitee);

  // The invitee, in a browser of their own: the link shows the invitation; an account is made.
  const link = await mailedLink(page, invitee, "/organizations/invitation?token=");
  const inviteeContext = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole("main")).toContainText(`De uitnodiging is verstuurd naar ${invitee}`);
  await inviteePage.getByLabel("Voornaam").fill("Cora");
  await inviteePage.getByLabel("Achternaam").fill("Beheer");
  await inviteePage.getByLabel("Wachtwoord", { exact: true }).fill("Co-admin-pass-1");
  await inviteePage.getByLabel("Wachtwoord herhalen").fill("Co-admin-pass-1");
  await inviteePage.getByRole("button", { name: "Account maken en aannemen" }).click();
  await expect(inviteePage.getByText("Je account is gemaakt en je bent beheerder.")).toBeVisible();
  await signIn(inviteePage, invitee, "Co-admin-pass-1", { open: false });
  await expect(inviteePage).toHaveURL(/\/organizations\/1\/edit$/);
  await expect(inviteePage.getByLabel("Naam", { exact: true })).toBeVisible();
  // Used once: the link no longer works.
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole("main")).toContainText("Deze uitnodiging bestaat niet, is al aangenomen of is verlopen.");
  await inviteeContext.close();

  // The inviting admin sees the new admin in the list, no longer among the invitations.
  await page.goto("/organizations/1/admins");
  await expect(admins).toContainText(`Cora Beheer (${invitee})`);
  await expect(open).not.toContainText(invitee);
  await page.getByRole("button", { name: "Cora Beheer als beheerder verwijderen" }).click();
  await expect(page.getByText("De beheerder is verwijderd.")).toBeVisible();
  await expect(admins).not.toContainText(invitee);
});
