import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectMail, mailedLink, signIn, test, uniqueEmail, waitForHydration } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";

// Applications are made through the public apply form (POST /vacancies/{id}, which calls the API) and
// handled through the pages; /dev/mail shows what the local SMTP server received. Parallel projects share
// the database, so every guest has their own name and address.
const ADMIN = "beheerder@demo.example.org"; // admin of Sportvereniging De Demo (vacancies 1 and 2)
const OTHER_ADMIN = "schoolbeheerder@demo.example.org"; // admin of Basisschool De Regenboog
const VOLUNTEER = "vrijwilliger@demo.example.org";
const CAFE = "1"; // Vrijwilliger sportcafé, published

// A 404 the tests ask for (another admin, a spent link) and the 400 of a status form sent empty.
test.use({ allowedErrors: /status of (404 \(Not Found\)|400 \(Bad Request\))/ });
// Each test walks several pages with axe on a machine shared by many builds.
test.describe.configure({ timeout: 120_000 });

/** Posts the vacancy page's apply form; a guest sends a name and address, a volunteer neither. */
async function apply(request: APIRequestContext, vacancyId: string, form: Record<string, string>) {
  // A browser's form post names its origin; signed in, a post with neither an origin nor the
  // form's CSRF field is refused (app/.server/csrf-token.ts).
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await request.post(`/vacancies/${vacancyId}`, { form, headers: { Origin: origin }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers()["location"]).toBe(`/vacancies/${vacancyId}/applied`);
}

const guest = (testInfo: TestInfo, prefix: string) => ({
  name: `Gast ${prefix} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`,
  email: uniqueEmail(testInfo, prefix),
});

/** axe in the js project (it needs scripts in the page; the markup is the same without). */
async function expectNoAxeViolations(page: Page) {
  if (test.info().project.name === "js") expect(await axeViolations(page)).toEqual([]);
}

/** Opens a signed-in page (they hydrate) and, in the JS project, waits until it has. */
async function openWhenReady(page: Page, path: string) {
  await page.goto(path);
  if (test.info().project.name === "js") await waitForHydration(page);
}

test("signed out, the list sends you to the login page", async ({ page }) => {
  await page.goto("/applications");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapplications$/);
});

test("the organization's admin filters, opens an application and moves it along with a message", async ({ page, request }, testInfo) => {
  const { name, email } = guest(testInfo, "apps-admin");
  await apply(request, CAFE, { motivation: "Ik schenk graag koffie.", name, email, phone: "0611111111" });

  await page.goto("/applications");
  await signIn(page, ADMIN, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aanmeldingen" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Status").selectOption("Nieuw");
  await page.getByLabel("Vacature").selectOption("Vrijwilliger sportcafé");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page).toHaveURL(/vacancy=1/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Vrijwilliger sportcafé");
  await expect(row).toContainText("Sportvereniging De Demo");
  await expect(row).toContainText("Nieuw");
  // Filtered on 'in progress', the new application is not listed.
  await page.goto("/applications?status=in_progress");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  await page.goto("/applications?status=new");
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/applications\/\d+$/);
  const path = new URL(page.url()).pathname;
  if (testInfo.project.name === "js") await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(email);
  await expect(page.getByRole("main")).toContainText("0611111111");
  await expect(page.getByRole("main")).toContainText("Ik schenk graag koffie.");
  await expect(page.getByRole("link", { name: "Vrijwilliger sportcafé" })).toHaveAttribute("href", "/vacancies/1-vrijwilliger-sportcafe");
  // Only the statuses that may follow 'new', and never 'withdrawn' (the applicant's alone).
  await expect(page.getByLabel("Nieuwe status").locator("option")).toHaveText(["Kies een status", "In behandeling", "Aangenomen", "Afgewezen"]);
  await expectNoAxeViolations(page);

  // Sent without a status, the form comes back with the error on its field.
  await page.getByRole("button", { name: "Status opslaan" }).click();
  await expect(page.getByLabel("Nieuwe status")).toHaveAccessibleDescription("Kies een status.");

  const message = `We bellen je deze week (${testInfo.project.name}).`;
  await page.getByLabel("Nieuwe status").selectOption("In behandeling");
  await page.getByLabel("Bericht aan de vrijwilliger").fill(message);
  await page.getByRole("button", { name: "Status opslaan" }).click();
  await expect(page.getByText("De status is nu 'In behandeling'; de vrijwilliger krijgt je bericht per e-mail.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(message);
  await expect(page.getByLabel("Nieuwe status").locator("option")).toHaveText(["Kies een status", "Aangenomen", "Afgewezen"]);

  await expectMail(page, email, "op 'in behandeling' gezet");
  await expect(page.getByRole("main")).toContainText(message);

  // Another organization's admin neither lists nor opens it.
  await page.context().clearCookies();
  await page.goto("/applications");
  await signIn(page, OTHER_ADMIN, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
});

test("a volunteer sees their own application and withdraws it in two steps", async ({ page }, testInfo) => {
  // One vacancy per project: a volunteer applies once per vacancy until they withdraw.
  const vacancy = testInfo.project.name === "js" ? { id: "4", title: "Digitaal maatje (op afstand)" } : { id: "2", title: "Jeugdtrainer voetbal (F-jes)" };
  await signIn(page, VOLUNTEER, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await apply(page.request, vacancy.id, { motivation: "Ik help graag mee." });

  await page.locator("summary", { hasText: "Account van Vera Vrijwilliger" }).click();
  await page.getByTestId("toolbar").getByRole("link", { name: "Aanmeldingen", exact: true }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const row = page.getByRole("row").filter({ hasText: vacancy.title });
  await expect(row.first()).toContainText("Nieuw");
  const location = await row.first().getByRole("link").getAttribute("href");
  expect(location).toMatch(/^\/applications\/\d+$/);
  await openWhenReady(page, location!);
  await expect(page.getByRole("main")).toContainText("Ik help graag mee.");
  // The applicant does not handle it: no status form.
  await expect(page.getByLabel("Nieuwe status")).toHaveCount(0);

  await page.getByRole("link", { name: "Aanmelding intrekken" }).click();
  await expect(page).toHaveURL(/\?withdraw$/);
  await expect(page.getByRole("heading", { name: "Aanmelding intrekken?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ja, intrekken" }).click();
  await expect(page.getByText("Je aanmelding is ingetrokken.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${location}$`));
  await expect(page.getByRole("main")).toContainText("Ingetrokken");
  await expect(page.getByRole("link", { name: "Aanmelding intrekken" })).toHaveCount(0);

  // The admins are told (the club's admin for vacancy 2; the municipality has none in the demo).
  if (vacancy.id === "2") {
    await expectMail(page, ADMIN, "Vera Vrijwilliger heeft de reactie op de vacature Jeugdtrainer voetbal (F-jes)");
  }
});

test("a guest withdraws through the mailed link, once", async ({ page, request }, testInfo) => {
  const { name, email } = guest(testInfo, "apps-guest");
  await apply(request, CAFE, { motivation: "Zaterdag kan ik.", name, email });
  const link = await mailedLink(page, email, "/applications/withdraw?token=");
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  // Public: the page does not hydrate; its button is a plain form post in both projects.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Reactie intrekken" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Wil je je reactie op de vacature Vrijwilliger sportcafé intrekken?");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Reactie intrekken" }).click();
  await expect(page).toHaveURL(/\/applications\/withdraw\?withdrawn$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Je reactie is ingetrokken. Je hoeft verder niets te doen.");

  // The link is spent: the same page now says so, with a 404.
  const again = await page.goto(link);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole("main")).toContainText("Deze link is onbekend of niet meer geldig.");
  await expectNoAxeViolations(page);
  const unknown = await page.goto("/applications/withdraw?token=geen-geldige-code");
  expect(unknown?.status()).toBe(404);
});
