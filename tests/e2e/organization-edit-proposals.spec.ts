import { DEMO_PASSWORD, confirmedAccount, expect, signIn, signOut, test, uniqueEmail } from "../fixtures/accounts";

// Issue 19, proposed edits (docs/organization-edit-proposals.md): a member proposes a new phone
// number and name, the organization's admin accepts the phone and rejects the name, the public page
// shows the new phone under the old name, and the member sees the outcome. JavaScript on and off
// (the projects); each project has its own demo Buurtkamer (api/seeds/demo.sql).
const MEMBER = "lid@demo.example.org";
const ADMIN = "buurtkamer@demo.example.org";
const ORGANIZATION = {
  js: { id: 180, name: "Buurtkamer Oost", phone: "010-1800180" },
  "no-js": { id: 181, name: "Buurtkamer West", phone: "010-1810181" },
} as const;

test("a member proposes, the admin accepts one field and rejects another, the member sees the outcome", async ({ page }, testInfo) => {
  const organization = ORGANIZATION[testInfo.project.name as keyof typeof ORGANIZATION];
  test.skip(!organization, "runs in the js and no-js projects");
  const phone = `06-${String(Date.now()).slice(-8)}`;
  const rejectedName = `${organization.name} (nieuw)`;

  // The member proposes; the organization does not change yet.
  await signIn(page, MEMBER, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(`/organizations/${organization.id}`);
  await page.getByRole("link", { name: "Wijziging voorstellen" }).click();
  // The form starts from the current values: the seeded phone, or on a retry the one the first
  // attempt's admin accepted (one server for both attempts).
  const current = await page.getByLabel("Telefoon").inputValue();
  if (testInfo.retry === 0) expect(current).toBe(organization.phone);
  await page.getByLabel("Telefoon").fill(phone);
  await page.getByLabel("Naam").fill(rejectedName);
  await page.getByLabel("Toelichting (niet verplicht)").fill("Het nummer is veranderd.");
  await page.getByRole("button", { name: "Voorstel versturen" }).click();
  await expect(page).toHaveURL(/\/organizations\/proposals\/\d+$/);
  const proposalUrl = page.url();
  await expect(page.getByText("Je voorstel is verstuurd")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Wacht op een beslissing" })).toBeVisible();
  await page.goto(`/organizations/${organization.id}`);
  await expect(page.getByRole("main")).toContainText(current);
  await expect(page.getByRole("link", { name: "Je voorgestelde wijzigingen wachten op een beslissing." })).toBeVisible();
  await signOut(page);

  // The admin finds it from the organization's page and decides per field.
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(`/organizations/${organization.id}`);
  await page.getByRole("link", { name: "1 voorgestelde wijziging wacht op je beslissing" }).click();
  await page.getByRole("link", { name: `Voorstel voor ${organization.name} van Lotte Lid bekijken` }).click();
  await expect(page).toHaveURL(proposalUrl);
  const table = page.getByRole("table", { name: "De voorgestelde gegevens naast de huidige" });
  await expect(table.getByRole("row", { name: /Telefoon/ })).toContainText(`${current}${phone}`);
  await page.getByRole("group", { name: "Beslissing over Telefoon" }).getByLabel("Aannemen", { exact: true }).check();
  await page.getByRole("group", { name: "Beslissing over Naam" }).getByLabel("Niet aannemen", { exact: true }).check();
  await page.getByRole("button", { name: "Beslissingen opslaan" }).click();
  await expect(page.getByText("Beslissingen opgeslagen")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Deels aangenomen" })).toBeVisible();
  await signOut(page);

  // The public page: the accepted phone, the old name.
  await page.goto(`/organizations/${organization.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(organization.name);
  await expect(page.getByRole("main")).toContainText(phone);

  // The member sees the outcome of each field.
  await signIn(page, MEMBER, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(proposalUrl);
  await expect(page.getByRole("status").filter({ hasText: "Deels aangenomen" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Telefoon/ })).toContainText("Aangenomen");
  await expect(table.getByRole("row", { name: /Naam/ })).toContainText("Niet aangenomen");
});

// Session 49: anyone signed in proposes, from the page the social map links to (a non-member got 403).
const ELSEWHERE = { js: 7, "no-js": 3 } as const;

test("a signed-in visitor who is no member proposes a change from the social map's page", async ({ page }, testInfo) => {
  const id = ELSEWHERE[testInfo.project.name as keyof typeof ELSEWHERE];
  test.skip(!id, "runs in the js and no-js projects");
  const email = uniqueEmail(testInfo, "proposer");
  await confirmedAccount(page, email, "Proposer-pass-1", { firstName: "Piet", lastName: "Voorstel" });
  await signIn(page, email, "Proposer-pass-1");
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(`/sociale-kaart/${id}`);
  await page.getByRole("link", { name: "Wijziging voorstellen" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/propose$`));
  await page.getByLabel("Telefoon").fill(`06-${String(Date.now()).slice(-8)}`);
  await page.getByRole("button", { name: "Voorstel versturen" }).click();
  await expect(page).toHaveURL(/\/organizations\/proposals\/\d+$/);
  await expect(page.getByText("Je voorstel is verstuurd")).toBeVisible();
  await page.goto(`/sociale-kaart/${id}`);
  await expect(page.getByRole("link", { name: "Je voorgestelde wijzigingen wachten op een beslissing." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Wijziging voorstellen" })).toHaveCount(0);
});
