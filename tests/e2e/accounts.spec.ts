import {
  DEMO_PASSWORD,
  confirmedAccount,
  expect,
  mailedLink,
  refusedPost,
  refusedPostOn,
  signIn,
  signOut,
  signUp,
  test,
  uniqueEmail,
  waitForHydration,
} from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";

// Every flow runs in both projects: JavaScript off (plain form posts) and on.
const PASSWORD = "Fiets-Boom-42";

test.describe("a new account", () => {
  // Signing in before confirming is refused with a 400.
  test.use({ allowedErrors: refusedPostOn("/login") });

  test("sign up, confirm from the mail, sign in, edit the name, sign out", async ({ page, javaScriptEnabled }, testInfo) => {
    const email = uniqueEmail(testInfo, "signup");
    await signUp(page, { email, password: PASSWORD, firstName: "Sam", lastName: "Nieuw" });
    await expect(page.getByRole("heading", { name: "Bevestig je e-mailadres" })).toBeVisible();

    // Not confirmed yet: the API says so only after the right password.
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("Je hebt je e-mailadres nog niet bevestigd.");

    const link = await mailedLink(page, email, "/confirm?confirmation_token=");
    await page.goto(link);
    await expect(page.getByRole("status").filter({ hasText: "Je e-mailadres is bevestigd." })).toBeVisible();
    // The token is single-use: a second visit is a clear failure with a way forward.
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("Deze bevestigingslink is ongeldig of al gebruikt.");
    await expect(page.getByRole("link", { name: "Nieuw wachtwoord aanvragen" })).toHaveAttribute("href", "/auth/recover");

    await signIn(page, email, PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    await page.goto("/profile-edit");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByLabel("Voornaam").fill("Samira");
    await page.getByLabel("Telefoonnummer").fill("06 12345678");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Je gegevens zijn opgeslagen.")).toBeVisible();
    await expect(page).toHaveURL(/\/profile-edit$/);

    await page.goto("/profiel");
    await expect(page.getByRole("heading", { level: 1, name: "Profiel" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Samira Nieuw");
    await expect(page.getByRole("main")).toContainText("06 12345678");
    await expect(page.getByRole("main")).toContainText(email);

    await signOut(page);
    await page.goto("/profile-edit/settings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile-edit%2Fsettings$/);
  });
});

test("a new e-mail address applies once confirmed; language and periodic mail are saved", async ({ page, javaScriptEnabled }, testInfo) => {
  const email = uniqueEmail(testInfo, "old");
  const newEmail = uniqueEmail(testInfo, "new");
  await confirmedAccount(page, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();

  await page.goto("/profile-edit/periodieke-mail");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("radio", { name: "Maandelijks" }).check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Je keuze voor de periodieke mail is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Maandelijks" })).toBeChecked();

  await page.goto("/profile-edit/email");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Nieuw e-mailadres").fill(newEmail);
  await page.getByLabel("Huidig wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Wijzig e-mailadres" }).click();
  await expect(page.getByText(`Kijk in de mail van ${newEmail}`)).toBeVisible();
  await page.goto("/profiel");
  await expect(page.getByRole("main")).toContainText(`Wacht op bevestiging: ${newEmail}`);
  await expect(page.getByRole("main")).toContainText("Maandelijks");

  await page.goto("/profile-edit/settings");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("combobox", { name: "Taal" }).selectOption("en");
  await page.getByRole("button", { name: "Taal opslaan" }).click();
  await expect(page.getByText("Your language has been saved.")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit profile");

  // Confirming the new address changes the account's uid, which ends its sessions.
  await page.goto(await mailedLink(page, newEmail, "/confirm?confirmation_token="));
  await expect(page.getByRole("status").filter({ hasText: "Your email address is confirmed." })).toBeVisible();
  await page.goto("/profiel");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofiel$/);
  await page.getByLabel("Email address").fill(newEmail);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main")).toContainText(newEmail);
});

test.describe("profile forms refuse invalid values", () => {
  test.use({ allowedErrors: refusedPost });

  test("an emptied first name is refused on blur with JavaScript, by the server without", async ({ page, javaScriptEnabled }) => {
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    await page.goto("/profile-edit");
    const firstName = page.getByLabel("Voornaam");
    if (javaScriptEnabled) {
      await waitForHydration(page);
      await firstName.fill("");
      await firstName.blur();
    } else {
      await firstName.fill("");
      await page.getByRole("button", { name: "Opslaan" }).click();
    }
    await expect(page.getByText("Voornaam is niet geldig.")).toBeVisible();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("guards", () => {
  test("a signed-out visitor of /profiel signs in and comes back", async ({ page }) => {
    await page.goto("/profiel");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofiel$/);
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/profiel$/);
    await expect(page.getByRole("main")).toContainText("Vera Vrijwilliger");
  });

  for (const target of ["//evil.example", "https://evil.example"]) {
    test(`an off-site redirectTo (${target}) ends on the home page`, async ({ page, baseURL }) => {
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD, { open: false });
      await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
      expect(page.url()).toBe(new URL("/", baseURL).toString());
    });
  }
});

test.describe("no account enumeration", () => {
  test.use({ allowedErrors: refusedPost });

  test("a known and an unknown address get the same sign-in answer", async ({ page }) => {
    const answers: { status: number; text: string }[] = [];
    for (const email of ["vrijwilliger@demo.example.org", "niemand-hier@demo.example.org"]) {
      await page.goto("/login");
      const response = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"));
      await signIn(page, email, "Verkeerd-wachtwoord-1", { open: false });
      const status = (await response).status();
      const alert = page.getByRole("alert").filter({ hasText: "klopt niet" });
      await expect(alert).toBeVisible();
      answers.push({ status, text: (await alert.textContent()) ?? "" });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 400, text: "Het e-mailadres of wachtwoord klopt niet." });
  });
});

test.describe("deleting the account", () => {
  test.use({ allowedErrors: refusedPost });

  test("asks for the address, deletes, and the account can no longer sign in", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "delete");
    await confirmedAccount(page, email, PASSWORD);
    // Public: signed out, the page explains and offers to sign in (and come back).
    await page.goto("/account/verwijderen");
    await expect(page.getByRole("heading", { level: 1, name: "Account verwijderen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "info@vrijwilligerscentrale.example.org" })).toHaveAttribute(
      "href",
      /^mailto:info@vrijwilligerscentrale\.example\.org\?subject=/,
    );
    await page.getByRole("link", { name: "Inloggen om je account te verwijderen" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fverwijderen$/);
    await signIn(page, email, PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/account\/verwijderen$/);

    const confirm = page.getByLabel("Typ je e-mailadres om te bevestigen");
    await confirm.fill("iemand-anders@example.org");
    await page.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(page.getByText("Dit is niet het e-mailadres van je account.")).toBeVisible();

    await confirm.fill(email);
    await page.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(page).toHaveURL(/\/profiel\/verwijderd\?tot=\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole("heading", { name: "Account verwijderd" })).toBeVisible();
    // Kept for a grace period (decision 0017): the day it goes and whom to ask to restore it.
    await expect(page.getByRole("main")).toContainText("Tot die dag kan de vrijwilligerscentrale je account herstellen");
    await expect(page.getByRole("link", { name: "info@vrijwilligerscentrale.example.org" })).toHaveAttribute("href", /subject=Verzoek%3A%20herstel/);
    await page.goto("/profiel");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofiel$/);

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Het e-mailadres of wachtwoord klopt niet.");
  });
});

test("roles: an organization admin sees the roles and chooses the current organization", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Faccount%2Froles");
  await signIn(page, "beheerder@demo.example.org", DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/account\/roles$/);
  const roles = page.getByRole("table");
  await expect(roles.getByRole("row", { name: "Beheerder Organisatie Sportvereniging De Demo" })).toBeVisible();
  await expect(roles.getByRole("row", { name: "Lid Organisatie Basisschool De Regenboog" })).toBeVisible();
  // Spec section 4: the school is the first choice until the user picks another.
  await expect(page.getByRole("radio", { name: /Basisschool De Regenboog/ })).toBeChecked();
  await page.getByRole("radio", { name: /Sportvereniging De Demo/ }).check();
  await page.getByRole("button", { name: "Kies deze organisatie" }).click();
  await expect(page.getByText("Je werkt nu voor Sportvereniging De Demo.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: /Sportvereniging De Demo/ })).toBeChecked();
});

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the page");

  test("sign-in, sign-up and recover pass axe", async ({ page }) => {
    for (const path of ["/login", "/signup", "/auth/recover"]) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test("the profile and its edit page pass axe", async ({ page }) => {
    await signIn(page, "medewerker@demo.example.org", DEMO_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    for (const path of ["/profiel", "/profile-edit"]) {
      await page.goto(path);
      if (path === "/profile-edit") await waitForHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

test.describe("sessions", () => {
  // Two requests of one browser at once (a fetcher beside a navigation, two tabs): one rotates the
  // token, the other leaves with the old one and answers after it. Its cookie must not put the old
  // token back, which the api refuses once the 5 s batch window has passed (contract/sessions).
  test("a request that answers after a parallel one rotated the token keeps the visitor signed in", { tag: "@only-no-js" }, async ({ page, baseURL }) => {
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD);
    await page.waitForTimeout(5_500); // the token may rotate again
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const rotating = await page.request.get("/profiel");
    expect(rotating.status()).toBe(200);
    // The other request, sent with the cookie both left with, its answer arriving last.
    const late = await fetch(new URL("/vacancies/search", baseURL), { headers: { cookie }, redirect: "manual" });
    expect(late.status).toBe(200);
    for (const set of late.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const at = pair.indexOf("=");
      await page.context().addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL! }]);
    }
    await page.waitForTimeout(5_500); // the old token's grace is over
    await page.goto("/profiel");
    await expect(page).toHaveURL(/\/profiel$/);
    await expect(page.getByRole("main")).toContainText("Vera Vrijwilliger");
  });
});
