import { DEMO_PASSWORD, expect, fillAccountFields, mailedLink, signIn, signOut, test, uniqueEmail } from "../fixtures/accounts";

// Issue 19, "this is my organization" (docs/organization-claims.md): a visitor of the social map
// claims an organization (signing up on the way, issue 49), the centre's staff accept it in their
// queue, and the user then edits it. JavaScript on and off
// (the projects); each project claims its own demo organization (api/seeds/demo.sql).
const STAFF = "medewerker@demo.example.org";
const ORGANIZATION = {
  js: { id: 7, name: "Gemeente Demodorp" },
  "no-js": { id: 3, name: "Basisschool De Regenboog" },
} as const;

test("a visitor claims an organization from the social map, signing up on the way; staff accept it, and the user edits it", async ({ page }, testInfo) => {
  const organization = ORGANIZATION[testInfo.project.name as keyof typeof ORGANIZATION];
  test.skip(!organization, "runs in the js and no-js projects");
  const email = uniqueEmail(testInfo, "claimant");
  const password = "Claimant-pass-1";
  const claimPath = `/organizations/${organization.id}/claim`;

  // Signed out, on the page the social map links to: both ways in are there (session 49).
  await page.goto(`/sociale-kaart/${organization.id}`);
  await expect(page.getByRole("link", { name: "Wijziging voorstellen" })).toHaveAttribute("href", `/organizations/${organization.id}/propose`);
  await page.getByRole("link", { name: "Dit is mijn organisatie" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  // No account yet: sign up, confirm by the mailed link, sign in, and the claim's form opens.
  await page.getByRole("link", { name: "Maak een account aan" }).click();
  await fillAccountFields(page, { email, password, firstName: "Claire", lastName: "Claim" });
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(/\/signup\/success\?redirectTo=/);
  await page.goto(await mailedLink(page, email, "/confirm?redirectTo="));
  await expect(page.getByText("Je e-mailadres is bevestigd.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Inloggen" }).click();
  await signIn(page, email, password, { open: false });
  await expect(page).toHaveURL(new RegExp(`${claimPath}$`));

  // The claim, with a short reason; the page then says it waits.
  await page.getByLabel("Waarom is dit jouw organisatie?").fill("Ik ben de secretaris van het bestuur.");
  await page.getByRole("button", { name: "Verzoek versturen" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${organization.id}$`));
  await expect(page.getByText("Je verzoek om deze organisatie te beheren wacht op het vrijwilligerscentrum.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Bewerken" })).toHaveCount(0);
  await page.goto(`/sociale-kaart/${organization.id}`);
  await expect(page.getByText("Je verzoek om deze organisatie te beheren wacht op het vrijwilligerscentrum.")).toBeVisible();
  await signOut(page);

  // Staff accept it in their queue, after ticking that they checked who it is.
  await signIn(page, STAFF, DEMO_PASSWORD);
  await page.goto("/organizations/claims");
  const item = page.getByRole("listitem").filter({ hasText: email });
  await expect(item).toContainText("Ik ben de secretaris van het bestuur.");
  await expect(item.getByRole("heading")).toHaveText(organization.name);
  await item.getByLabel("Ik heb nagegaan dat deze persoon bij de organisatie hoort").check();
  await item.getByRole("button", { name: `Verzoek van Claire Claim voor ${organization.name} aannemen` }).click();
  await expect(page.getByText(`Claire Claim is nu beheerder van ${organization.name}.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  await signOut(page);

  // The user is its admin now: the edit page opens and saves.
  await signIn(page, email, password);
  await page.goto(`/organizations/${organization.id}`);
  await page.getByRole("link", { name: "Bewerken" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${organization.id}/edit$`));
  const description = `Bijgewerkt door de nieuwe beheerder (${testInfo.project.name}, ${Date.now()}).`;
  await page.getByLabel("Over ons").fill(description);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De organisatie is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(description);
});
