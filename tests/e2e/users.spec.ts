import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expect, mailedLink, openMailbox, refusedPostOn, signIn, signUp, test, uniqueEmail, waitForHydration } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";
import { useLocale } from "../fixtures/locale";

// Every flow runs in both projects (JavaScript off and on) against one shared database: each test
// invites its own users and acts on them only, never on the demo accounts.
const STAFF = "medewerker@demo.example.org";
const CLUB = "Sportvereniging De Demo";

/** A name no other test uses, so searching for it finds exactly one user. */
const uniqueName = (testInfo: TestInfo) => `Test${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Staff invite a fresh user through the form; answers their page's path and names. */
/**
 * Opens a page whose form or links the test then uses: with JavaScript, once React has taken the
 * document, so the js project exercises the enhanced form rather than a native post sent before
 * hydration ("a form sent the moment the page starts up" covers that case).
 */
async function openPage(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  if (testInfo.project.name === "js") await waitForHydration(page);
}

async function invite(page: Page, testInfo: TestInfo, prefix: string) {
  const email = uniqueEmail(testInfo, prefix);
  const lastName = uniqueName(testInfo);
  await openPage(page, testInfo, "/users/add");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Voornaam").fill("Ina");
  await page.getByLabel("Achternaam").fill(lastName);
  await page.getByLabel("Telefoonnummer").fill("06-12345678");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText(`${email} is uitgenodigd.`)).toBeVisible();
  await expect(page).toHaveURL(/\/users\/[0-9]+$/);
  return { email, lastName, path: new URL(page.url()).pathname };
}

test.describe("staff", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, STAFF, DEMO_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  });

  test("invite a user, who is mailed an invitation and found by the list's search", async ({ page }, testInfo) => {
    const { email, lastName, path } = await invite(page, testInfo, "invite");
    await expect(page).toHaveTitle(new RegExp(`^Ina ${lastName} - `));
    const details = page.getByRole("region", { name: "Gegevens" });
    await expect(details).toContainText("Uitgenodigd");
    await expect(details).toContainText(email);
    await expect(details).toContainText("06-12345678");
    await expect(page.getByRole("button", { name: "Inloggen als deze gebruiker" })).toBeVisible();
    expect(await mailedLink(page, email, "/auth/token?reset_password_token=")).toMatch(/^http:\/\/localhost:[0-9]+\/auth\/token\?reset_password_token=/);

    await page.goto("/users");
    await expect(page).toHaveTitle(/^Gebruikers - /);
    await page.getByLabel("Naam of e-mailadres bevat").fill(lastName.toLowerCase());
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${lastName.toLowerCase()}`));
    await expect(page.getByRole("status")).toHaveText("1 gebruiker");
    const row = page.getByRole("table").getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Uitgenodigd");
    await row.getByRole("link", { name: `Ina ${lastName}` }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The button posts to the sign-in-as route, which cannot enter an account still invited.
    await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
    await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("Deze gebruiker heeft de uitnodiging nog niet aangenomen.");
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    // The role filter narrows the same search: an invited user is no staff.
    await page.goto(`/users?q=${lastName}&role=staff`);
    await expect(page.getByText("Geen gebruikers gevonden.")).toBeVisible();
  });

  test.describe(() => {
    // Asking for a role without its organization is refused with a 400.
    test.use({ allowedErrors: refusedPostOn("/users/[0-9]+/add_role(\\.data)?") });

    test("add a role on an organization, see it, and remove it again", async ({ page }, testInfo) => {
      const { path } = await invite(page, testInfo, "role");
      await page.getByRole("link", { name: "Rol toevoegen" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}/add_role$`));
      // Staff may not make anyone a super admin: the choice is not offered.
      await expect(page.getByLabel("Rol", { exact: true }).locator("option")).toHaveText(["Kies een rol", "Beheerder", "Lid", "Medewerker"]);

      await page.getByLabel("Rol", { exact: true }).selectOption("member");
      await page.getByRole("button", { name: "Rol toevoegen" }).click();
      await expect(page.getByLabel("Organisatie", { exact: true })).toHaveAccessibleDescription(/Kies de organisatie voor deze rol\./);

      await page.getByLabel("Organisatie", { exact: true }).selectOption({ label: CLUB });
      await page.getByRole("button", { name: "Rol toevoegen" }).click();
      await expect(page.getByText("De rol Lid is toegevoegd.")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const roles = page.getByRole("region", { name: "Rollen" });
      await expect(roles.getByRole("row").filter({ hasText: "Lid" })).toContainText(CLUB);
      await expect(page.getByRole("region", { name: "Organisaties" }).getByRole("link", { name: CLUB })).toBeVisible();

      await roles.getByRole("button", { name: `Rol Lid bij ${CLUB} verwijderen` }).click();
      await expect(page.getByText("De rol Lid is verwijderd.")).toBeVisible();
      await expect(roles.getByRole("row").filter({ hasText: CLUB })).toHaveCount(0);
      await expect(roles).toContainText("Geen rollen: een vrijwilliger.");
    });
  });

  test("a role the API will not grant is a clear form error", async ({ page }, testInfo) => {
    const { path } = await invite(page, testInfo, "refused");
    // Staff are not offered super admin; a post that asks anyway gets the API's 403 as the form's error.
    // As the browser would send it: with its origin (else the CSRF check answers the 403 first).
    const response = await page.request.post(`${path}/add_role`, {
      form: { name: "super_admin" },
      headers: { Origin: new URL(testInfo.project.use.baseURL!).origin },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Je mag deze rol niet toekennen.");
    await page.goto(path);
    await expect(page.getByRole("region", { name: "Rollen" })).toContainText("Geen rollen: een vrijwilliger.");
  });

  test("edit a user's name", async ({ page }, testInfo) => {
    const { path, lastName } = await invite(page, testInfo, "edit");
    await page.getByRole("link", { name: "Bewerken" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}/edit$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ina ${lastName} bewerken`);
    await page.getByLabel("Voornaam").fill("Inge");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De gegevens zijn opgeslagen.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inge ${lastName}`);
    await expect(page.getByRole("region", { name: "Gegevens" })).toContainText("Uitgenodigd");

    // The status: an invited user keeps it unless another is chosen.
    await page.getByRole("link", { name: "Bewerken" }).click();
    await expect(page.getByLabel("Status")).toHaveValue("");
    await page.getByLabel("Status").selectOption("inactive");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De gegevens zijn opgeslagen.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Gegevens" })).toContainText("Inactief");
  });

  test("one's own account: no status to change", async ({ page }) => {
    await page.goto("/users?q=medewerker%40demo");
    await page.getByRole("table").getByRole("link", { name: "Mila Medewerker" }).click();
    await page.getByRole("link", { name: "Bewerken" }).click();
    await expect(page.getByLabel("Voornaam")).toHaveValue("Mila");
    await expect(page.getByLabel("Status")).toHaveCount(0);
  });

  test("delete a user after confirming, then restore it from the deleted accounts", async ({ page }, testInfo) => {
    const { path, lastName } = await invite(page, testInfo, "delete");
    await page.getByRole("link", { name: "Verwijderen" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?delete$`));
    await expect(page.getByRole("region", { name: "Gebruiker verwijderen" })).toContainText(`Ina ${lastName}`);
    await page.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByText("De gebruiker is verwijderd.")).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    await page.goto(`/users?q=${lastName}`);
    await expect(page.getByText("Geen gebruikers gevonden.")).toBeVisible();

    // Within its grace period (decision 0017) it waits among the deleted accounts, with the day it goes.
    await page.getByRole("link", { name: "Verwijderde accounts" }).click();
    await expect(page).toHaveURL(/\/users\/deleted$/);
    const row = page.getByRole("row").filter({ hasText: `Ina ${lastName}` });
    await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
    await row.getByRole("button", { name: `Ina ${lastName} herstellen` }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(`Ina ${lastName} is hersteld en kan weer inloggen.`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Gegevens" })).toContainText("Uitgenodigd");
    await page.goto(`/users?q=${lastName}`);
    await expect(page.getByRole("status")).toHaveText("1 gebruiker");
  });

  test("the toolbar leads to the list; one's own page has no sign-in-as or delete", async ({ page }) => {
    await page.goto("/users?q=medewerker%40demo");
    await page.locator("summary", { hasText: "Account van Mila Medewerker" }).click();
    await expect(page.getByTestId("toolbar").getByRole("link", { name: "Gebruikers" })).toHaveAttribute("href", "/users");
    await expect(page.getByTestId("toolbar").getByRole("link", { name: "Organisaties" })).toHaveAttribute("href", "/organizations");
    await page.getByRole("table").getByRole("link", { name: "Mila Medewerker" }).click();
    await expect(page.getByText("Dit ben jij.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Inloggen als deze gebruiker" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Verwijderen" })).toHaveCount(0);
  });
});

test("resend the confirmation mail of an account that signed up but never confirmed", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "resend");
  const lastName = uniqueName(testInfo);
  await signUp(page, {
    email,
    password: "Resend-pass-2026!",
    firstName: "Rik",
    lastName,
  });
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(`/users?q=${lastName}`);
  await page.getByRole("link", { name: `Rik ${lastName}` }).click();
  await expect(page.getByText("Het e-mailadres is nog niet bevestigd.")).toBeVisible();
  await page.getByRole("button", { name: "Bevestigingsmail opnieuw sturen" }).click();
  await expect(page.getByText("Als het account nog bevestigd moet worden, is er een nieuwe bevestigingsmail onderweg.")).toBeVisible();
  await openMailbox(page, email, () => expect(page.getByRole("link", { name: /\/confirm\?confirmation_token=/ })).toHaveCount(2, { timeout: 500 }));
});

test.describe("the invitation form's errors", () => {
  test.use({ allowedErrors: /status of 400 \(Bad Request\)/ });

  test("a bad and a taken address are shown on the address field", async ({ page }) => {
    await signIn(page, STAFF, DEMO_PASSWORD);
    await page.goto("/users/add");
    const email = page.getByLabel("E-mailadres");
    await email.fill("geen-adres");
    await page.getByLabel("Voornaam").fill("Ina");
    await page.getByLabel("Achternaam").fill("Fout");
    await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
    await expect(email).toHaveAccessibleDescription("E-mailadres is niet geldig.");

    await email.fill("vrijwilliger@demo.example.org");
    await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
    await expect(email).toHaveAccessibleDescription("Dit e-mailadres is al in gebruik.");
    await expect(page).toHaveURL(/\/users\/add$/);
  });

  // The race of error #345 (app/entry.client.tsx), made certain: the form is filled before the
  // app's scripts start, and sent in the very moment React starts listening, before its first
  // render. Were hydration to wait on anything then (Remix's state decoding did), React would end
  // that render unfinished and throw, and the console guard fails the test.
  test("a form sent the moment the page starts up is answered, without a script error", { tag: "@only-js" }, async ({ page }) => {
    await signIn(page, STAFF, DEMO_PASSWORD);
    await page.addInitScript(sendOnFirstListener);
    await page.goto("/users/add");
    const email = page.getByLabel("E-mailadres");
    await email.fill("geen-adres");
    await page.getByLabel("Voornaam").fill("Ina");
    await page.getByLabel("Achternaam").fill("Vroeg");
    await page.evaluate(() => (window as unknown as { startApp: () => void }).startApp());
    await expect(email).toHaveAccessibleDescription("E-mailadres is niet geldig.");
    // Answered by the app in this page: a native post would have loaded a page that never starts.
    await waitForHydration(page);
  });
});

/**
 * Runs in the page before its scripts. Holds the app's start (its messages' fetch from /locales)
 * until the test calls window.startApp(); then, once React adds its click listener to the
 * document (hydrateRoot), clicks the form's submit button in a microtask: before React's first
 * render, which a scheduled task would start.
 */
function sendOnFirstListener() {
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  let armed = false;
  Object.assign(window, {
    startApp() {
      armed = true;
      start();
    },
  });
  const fetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes("/locales/")) await started;
    return fetch(input, init);
  };
  const addEventListener = Document.prototype.addEventListener;
  Document.prototype.addEventListener = function (this: Document, ...args: Parameters<Document["addEventListener"]>) {
    const [type, , options] = args;
    if (armed && type === "click" && (options === true || (typeof options === "object" && options.capture))) {
      armed = false;
      queueMicrotask(() => document.querySelector<HTMLButtonElement>("main form[method=post] button[type=submit]")?.click());
    }
    return addEventListener.apply(this, args);
  } as Document["addEventListener"];
}

test.describe("who may not", () => {
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("anonymous visitors sign in first; a volunteer gets the 403 screen", async ({ page }) => {
    await page.goto("/users?q=x");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers%3Fq%3Dx$/);
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD, {
      open: false,
    });
    await expect(page.getByRole("heading", { level: 1, name: "Toegang geweigerd" })).toBeVisible();
    expect((await page.goto("/users/add"))?.status()).toBe(403);
    expect((await page.goto("/users/1"))?.status()).toBe(403);
  });

  test("an organization admin sees their organization's people, and may not invite", async ({ page }) => {
    await signIn(page, "beheerder@demo.example.org", DEMO_PASSWORD);
    await page.goto("/users");
    await expect(page.getByRole("main")).toContainText(`De mensen van ${CLUB}.`);
    await expect(page.getByRole("link", { name: "Gebruiker uitnodigen" })).toHaveCount(0);
    expect((await page.goto("/users/add"))?.status()).toBe(403);
  });
});

test("an organization admin makes a member of their organization an admin", async ({ page }, testInfo) => {
  // Staff bring a fresh user into the club as a member...
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  const { path, lastName } = await invite(page, testInfo, "member");
  await openPage(page, testInfo, `${path}/add_role`);
  await page.getByLabel("Rol", { exact: true }).selectOption("member");
  await page.getByLabel("Organisatie", { exact: true }).selectOption({ label: CLUB });
  await page.getByRole("button", { name: "Rol toevoegen" }).click();
  await expect(page.getByText("De rol Lid is toegevoegd.")).toBeVisible();

  // ...whom the club's admin finds among its people and promotes; no editing or deleting for them.
  await page.context().clearCookies();
  await signIn(page, "beheerder@demo.example.org", DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto(`/users?q=${lastName}&role=member`);
  await page
    .getByRole("table")
    .getByRole("link", { name: `Ina ${lastName}` })
    .click();
  await expect(page.getByRole("link", { name: "Bewerken" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Verwijderen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Inloggen als deze gebruiker" })).toHaveCount(0);
  await page.getByRole("link", { name: "Rol toevoegen" }).click();
  // Only their own organization and its two roles are offered.
  await expect(page.getByLabel("Rol", { exact: true }).locator("option")).toHaveText(["Kies een rol", "Beheerder", "Lid"]);
  await expect(page.getByLabel("Organisatie", { exact: true }).locator("option")).toHaveText(["Kies een organisatie", CLUB]);
  await page.getByLabel("Rol", { exact: true }).selectOption("admin");
  await page.getByLabel("Organisatie", { exact: true }).selectOption({ label: CLUB });
  await page.getByRole("button", { name: "Rol toevoegen" }).click();
  await expect(page.getByText("De rol Beheerder is toegevoegd.")).toBeVisible();

  // Removing the member role keeps them in the club (as its admin), so their page stays.
  const roles = page.getByRole("region", { name: "Rollen" });
  await roles.getByRole("button", { name: `Rol Lid bij ${CLUB} verwijderen` }).click();
  await expect(page.getByText("De rol Lid is verwijderd.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(roles.getByRole("row").filter({ hasText: CLUB })).toHaveCount(1);
  await expect(roles.getByRole("button", { name: `Rol Beheerder bij ${CLUB} verwijderen` })).toBeVisible();
});

test("staff sort the users by last sign-in and read each one's organization and role", async ({ page }) => {
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto("/users?q=demo.example.org");
  const header = page.getByRole("columnheader", { name: "Sorteer op Laatst ingelogd" });
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=last_sign_in_at/);
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=-last_sign_in_at/);
  await expect(header).toHaveAttribute("aria-sort", "descending");
  // Newest first; Mila has just signed in, so the first row has a time (others sign in meanwhile).
  const times = await page
    .getByRole("table")
    .locator("time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!));
  expect(times.length).toBeGreaterThan(0);
  expect(times).toEqual([...times].sort().reverse());
  const bert = page.getByRole("table").getByRole("row").filter({ hasText: "Bert Beheerder" });
  await expect(bert).toContainText(CLUB);
  await expect(bert).toContainText("Beheerder");
});

test.describe("granting", () => {
  // Granting a role the user holds is refused with a message (400), which the browser logs.
  test.use({ allowedErrors: refusedPostOn("/users/[0-9]+/add_role(\\.data)?") });

  test("a super admin may grant every role, staff of a centre too", async ({ page }, testInfo) => {
    test.slow(); // an invitation and three role forms
    await signIn(page, "superadmin@demo.example.org", DEMO_PASSWORD);
    // The demo super admin's account speaks Dutch as every demo account but volunteer@ does (it spoke
    // English until session 49, so a fresh instance showed the super admin's screens in English).
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    const { path } = await invite(page, testInfo, "super");
    await openPage(page, testInfo, `${path}/add_role`);
    await expect(page.getByLabel("Rol", { exact: true }).locator("option")).toHaveText(["Kies een rol", "Beheerder", "Lid", "Medewerker", "Superbeheerder"]);
    await page.getByLabel("Rol", { exact: true }).selectOption("staff");
    await page.getByLabel("Vrijwilligerscentrale").selectOption({ label: "Vrijwilligerscentrale Demo" });
    await page.getByRole("button", { name: "Rol toevoegen" }).click();
    await expect(page.getByText("De rol Medewerker is toegevoegd.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Rollen" }).getByRole("row").filter({ hasText: "Medewerker" })).toContainText(
      "Vrijwilligerscentrale Demo (vrijwilligerscentrale)",
    );
    // The same role again changes nothing, and the form says so instead of "added".
    await openPage(page, testInfo, `${path}/add_role`);
    await page.getByLabel("Rol", { exact: true }).selectOption("staff");
    await page.getByLabel("Vrijwilligerscentrale").selectOption({ label: "Vrijwilligerscentrale Demo" });
    await page.getByRole("button", { name: "Rol toevoegen" }).click();
    await expect(page.getByText(/heeft deze rol al: Medewerker\. Er is niets veranderd\./)).toBeVisible();
    await expect(page.getByText("De rol Medewerker is toegevoegd.")).toHaveCount(0);
  });
});

test("the list speaks English too", async ({ page, context, baseURL }) => {
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await useLocale(context, baseURL, "en");
  await page.goto("/users?q=medewerker%40demo");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Invite a user" })).toHaveAttribute("href", "/users/add");
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "Mila Medewerker" })).toContainText("Staff");
  await expect(page.getByRole("table")).toContainText("Active");
});

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the js project");

  test("the list, the invitation form and a user's page pass axe", async ({ page }, testInfo) => {
    // Four axe runs and an invitation: more than the default 30 s on a busy machine.
    test.slow();
    await signIn(page, STAFF, DEMO_PASSWORD);
    await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
    await page.goto("/users");
    expect(await axeViolations(page)).toEqual([]);
    const { path } = await invite(page, testInfo, "axe");
    // Each page loaded afresh (the loading bar of the form's navigation, still fading out, is not
    // the page's) and hydrated before axe looks and the next page replaces it.
    for (const next of [path, "/users/add", `${path}/add_role`]) {
      await page.goto(next);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
