import type { Page, TestInfo } from "@playwright/test";
import {
  DEMO_PASSWORD,
  confirmedAccount,
  expect,
  expectMail,
  fillAccountFields,
  mailedLink,
  refusedPost,
  signIn,
  signUp,
  test,
  uniqueEmail,
} from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";
import { useLocale } from "../fixtures/locale";

// Public and not hydrated: both projects post the form as plain HTML. The e2e database is shared
// by parallel tests, so every sign-up has its own name and address.
const STAFF = "medewerker@demo.example.org";
const PASSWORD = "Onze-club-2026";

const account = (page: Page) => page.getByRole("group", { name: "Jouw account" });

const fillAccount = (page: Page, email: string, { password = PASSWORD, repeat = password }: { password?: string; repeat?: string } = {}) =>
  fillAccountFields(account(page), { email, password, repeat, firstName: "Ria", lastName: "Reparateur" });

const uniqueName = (testInfo: TestInfo) => `Aanmeldtest ${testInfo.project.name} ${Date.now()}`;

test("an organization signs up, its admin confirms, staff approve it and the admin completes its profile", async ({ page }, testInfo) => {
  const name = uniqueName(testInfo);
  const email = uniqueEmail(testInfo, "org-signup");
  await page.goto("/signup");
  await page.getByRole("link", { name: "Meld je organisatie aan" }).click();
  await expect(page).toHaveURL(/\/organizations\/signup$/);
  await expect(page).toHaveTitle(/^Meld je organisatie aan - /);
  await page.getByLabel("Naam", { exact: true }).fill(name);
  await page.getByLabel("Soort").selectOption("Foundation");
  await expect(page.getByLabel("Soort").locator("option")).toHaveCount(6);
  await expect(page.getByLabel("Soort").locator("option", { hasText: "Vrijwilligerscentrale" })).toHaveCount(0);
  await page.getByLabel("Plaats").fill("Demodorp");
  // The centre's themes, grouped by kind, signed out too (issue 49).
  const themes = page.getByRole("group", { name: "Wat de organisatie doet" });
  await themes.getByRole("checkbox").first().check();
  const themeName = (await themes.locator("label").first().textContent())!;
  await fillAccount(page, email);
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je aanmelding" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("De vrijwilligerscentrale beoordeelt je organisatie.");

  // The centre's staff are told; the admin confirms the address.
  await expectMail(page, STAFF, `${name} wacht op goedkeuring`);
  await page.goto(await mailedLink(page, email, "/confirm?confirmation_token="));
  await expect(page.getByText("Je e-mailadres is bevestigd.")).toBeVisible();

  await page.goto("/organizations/approve");
  await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/organizations\/approve$/);
  const row = page.getByRole("listitem").filter({ hasText: name });
  const id = (await row.getByRole("link", { name }).getAttribute("href"))!.split("/").pop();
  await row.getByRole("button", { name: `${name} goedkeuren` }).click();
  await expect(page.getByText(`${name} is goedgekeurd.`)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  // Signed in, the page starts another organization with this account: no account fields (issue 49).
  await page.goto("/organizations/signup");
  await expect(page.getByRole("group", { name: "Jouw account" })).toHaveCount(0);
  await page.goto(`/organizations/${id}/edit`);
  const description = `Wij repareren samen (${testInfo.project.name}).`;
  await page.getByLabel("Over ons").fill(description);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(description);
  await expect(page.getByRole("main")).toContainText("Stichting");
  await expect(page.getByRole("main")).toContainText(themeName);
});

test("a signed-in volunteer starts an organization with their own account, with themes, and becomes its admin", async ({ page }, testInfo) => {
  const name = uniqueName(testInfo);
  // A fresh account: the demo volunteer, an admin afterwards, would land elsewhere in other specs.
  const email = uniqueEmail(testInfo, "org-start");
  await confirmedAccount(page, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.goto("/organizations/signup");
  // Their own account: its name is said, no second address or password is asked.
  await expect(page.getByRole("main")).toContainText("je meldt de organisatie aan met dit account");
  await expect(page.getByLabel("Herhaal wachtwoord")).toHaveCount(0);
  await page.getByLabel("Naam", { exact: true }).fill(name);
  // The centre's themes, grouped by kind as on the social map's filters.
  const theme = page.getByRole("group", { name: "Wat de organisatie doet" }).getByRole("checkbox").first();
  await theme.check();
  const themeName = (await page.getByRole("group", { name: "Wat de organisatie doet" }).locator("label").first().textContent())!;
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByText(`${name} is aangemeld.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(themeName);
  // Its admin: the edit link is theirs; the centre still has to approve it.
  await expect(page.getByRole("link", { name: "Bewerken" }).first()).toBeVisible();
});

test.describe("field errors", () => {
  test.use({ allowedErrors: refusedPost });

  test("the form's and the API's errors show on their own fields", async ({ page }) => {
    await page.goto("/organizations/signup");
    await page.getByLabel("Website").fill("geen-adres");
    await fillAccount(page, "geen-e-mail", { password: "kort", repeat: "anders" });
    await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
    await expect(page.getByLabel("Naam", { exact: true })).toHaveAccessibleDescription("Naam is niet geldig.");
    await expect(page.getByLabel("Website")).toHaveAccessibleDescription("Website is niet geldig.");
    await expect(page.getByLabel("Website")).toHaveValue("geen-adres");
    await expect(account(page).getByLabel("E-mailadres")).toHaveAccessibleDescription("E-mailadres is niet geldig.");
    await expect(account(page).getByLabel("Wachtwoord", { exact: true })).toHaveAccessibleDescription(/Een wachtwoord heeft minstens 8 tekens\./);
    // Passwords are not sent back.
    await expect(account(page).getByLabel("Wachtwoord", { exact: true })).toHaveValue("");
  });

  test("an address that has an account answers like a new one, and its owner is mailed instead", async ({ page }, testInfo) => {
    // No account enumeration (issue 17): the same success page, and the owner learns of it by mail.
    const owner = uniqueEmail(testInfo, "org-signup-taken");
    await signUp(page, { email: owner, password: PASSWORD });
    await page.goto("/organizations/signup");
    await page.getByLabel("Naam", { exact: true }).fill(uniqueName(testInfo));
    await fillAccount(page, owner.toUpperCase());
    await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
    await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je aanmelding" })).toBeVisible();
    await expectMail(page, owner, /Je hebt al een account bij /);
  });

  test("the page speaks English", async ({ page, context, baseURL }) => {
    await useLocale(context, baseURL, "en");
    await page.goto("/organizations/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Sign up your organization" })).toBeVisible();
    const group = page.getByRole("group", { name: "Your account" });
    await expect(group.getByLabel("Repeat password")).toBeVisible();
    await page.getByRole("button", { name: "Sign up organization" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Name is not valid.");
    await expect(group.getByLabel("First name")).toHaveAccessibleDescription("First name is not valid.");
  });
});

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the js project");
  test.use({ allowedErrors: refusedPost });

  test("the sign-up page passes axe, with and without errors", async ({ page }) => {
    await page.goto("/organizations/signup");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
    await expect(page.getByLabel("Naam", { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
});
