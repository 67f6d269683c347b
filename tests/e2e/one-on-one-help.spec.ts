import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, mailedLink, signIn, test, uniqueEmail } from "../fixtures/accounts";
import { onHost } from "../fixtures/tenants";

// One-on-one help (docs/one-on-one-help.md), "burenhulp" on the neighbour-help tenant (roermond):
// a resident asks without an account and confirms by mail, a volunteer offers, the staff match
// them; the requester's details are for the staff and the matched volunteer only, and the match
// continues as a conversation between those two (docs/one-on-one-help.md "The conversation"). Each project
// asks with its own text and address, so both may use the same demo accounts (api/seeds/demo.sql).
const STAFF = "medewerker@roermond.example.org";
const HELPER = { email: "hulp@roermond.example.org", name: "Henk Helpt" };
const OTHER_VOLUNTEER = "vrijwilliger@roermond.example.org";

test.describe.configure({ timeout: 120_000 });
// Another volunteer's look at a matched request is a 404, as the browser logs it.
test.use({ allowedErrors: /status of 404 \(Not Found\)/ });

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

async function signedInAtRoermond(browser: Browser, javaScriptEnabled: boolean, baseURL: string | undefined, email: string) {
  const page = await newPage(browser, javaScriptEnabled);
  await page.goto(onHost(baseURL, "roermond", "/login"));
  await signIn(page, email, DEMO_PASSWORD, { open: false });
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test("a resident asks for neighbour help without an account and confirms by mail; the staff match a volunteer who offered; both see the request, another volunteer does not", async ({
  browser,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  const what = `Wie doet er boodschappen met mij? (${testInfo.project.name} ${Date.now()})`;
  const email = uniqueEmail(testInfo, "hulpvraag");

  // The resident: no account, the form, then the mailed link.
  const resident = await newPage(browser, javaScriptEnabled);
  await resident.goto(onHost(baseURL, "roermond", "/een-op-een-hulp"));
  await expect(resident.getByRole("heading", { level: 1 })).toHaveText("Burenhulp");
  await resident.getByLabel("Waar wil je hulp bij?").fill(what);
  await resident.getByLabel("Hoe vaak?").selectOption({ label: "Elke week" });
  await resident.getByLabel("Waar ongeveer?").fill("Donderberg");
  await resident.getByLabel("Je naam").fill("Truus Test");
  await resident.getByLabel("Je e-mailadres").fill(email);
  await resident.getByLabel("Je telefoonnummer (niet verplicht)").fill("0475 999999");
  await resident.getByRole("button", { name: "Hulpvraag versturen" }).click();
  await expect(resident.getByTestId("help-request-sent")).toBeVisible();
  await resident.goto(await mailedLink(resident, email, "/een-op-een-hulp/bevestigen?token="));
  await resident.getByRole("button", { name: "Hulpvraag bevestigen" }).click();
  await expect(resident.getByTestId("help-request-confirmed")).toBeVisible();
  await resident.context().close();

  // A volunteer finds it under "Hulpvragen", without the resident's details, and offers to help.
  const helper = await signedInAtRoermond(browser, javaScriptEnabled, baseURL, HELPER.email);
  await helper.goto(onHost(baseURL, "roermond", "/"));
  await helper.getByRole("link", { name: "Hulpvragen", exact: true }).first().click();
  await helper.getByTestId("help-request").filter({ hasText: what }).getByRole("link").click();
  await expect(helper.getByTestId("help-request-details")).toContainText(what);
  await expect(helper.getByTestId("help-requester")).toHaveCount(0);
  expect(await helper.content()).not.toContain(email);
  await helper.getByLabel("Bericht aan de vrijwilligerscentrale (niet verplicht)").fill("Ik woon om de hoek.");
  await helper.getByRole("button", { name: "Ik wil helpen" }).click();
  await expect(helper.getByText("Je hebt aangeboden te helpen.")).toBeVisible();
  const requestUrl = helper.url();

  // The staff see every detail and the offer, and match the volunteer.
  const staff = await signedInAtRoermond(browser, javaScriptEnabled, baseURL, STAFF);
  await staff.goto(onHost(baseURL, "roermond", "/een-op-een-hulp/hulpvragen"));
  await staff.getByTestId("help-request").filter({ hasText: what }).getByRole("link").click();
  await expect(staff.getByTestId("help-requester")).toContainText(email);
  await expect(staff.getByTestId("help-requester")).toContainText("0475 999999");
  const offer = staff.getByTestId("help-offer").filter({ hasText: HELPER.name });
  await expect(offer).toContainText("Ik woon om de hoek.");
  await offer.getByRole("button", { name: `Koppelen: ${HELPER.name}` }).click();
  await expect(staff.getByTestId("help-requester")).toContainText(HELPER.name);
  await expect(staff.getByTestId("help-request-details")).toContainText("Gekoppeld");

  // The matched volunteer now sees who asks and how to reach them.
  await helper.goto(requestUrl);
  await expect(helper.getByTestId("help-requester")).toContainText("Truus Test");
  await expect(helper.getByTestId("help-requester")).toContainText(email);

  // The match continues as a conversation with the centre's staff: the request links to it, the
  // first message names the request, and the volunteer writes in it.
  await helper.getByRole("link", { name: "Naar het gesprek met de vrijwilligerscentrale" }).click();
  await expect(helper).toHaveURL(/\/conversations\/\d+$/);
  const conversationUrl = helper.url();
  await expect(helper.getByTestId("messages")).toContainText("Je bent gekoppeld aan de hulpvraag");
  await expect(helper.getByTestId("messages")).toContainText(what.slice(0, 80));
  await expect(helper.getByTestId("conversation-help-request").getByRole("link", { name: "bekijk de hulpvraag" })).toHaveAttribute(
    "href",
    new URL(requestUrl).pathname,
  );
  const question = `Mag ik haar vandaag al bellen? (${testInfo.project.name})`;
  await helper.getByLabel("Je bericht").fill(question);
  await helper.getByRole("button", { name: "Versturen" }).click();
  await expect(helper.getByTestId("messages")).toContainText(question);
  await helper.goto(onHost(baseURL, "roermond", "/conversations"));
  const listed = helper.getByRole("listitem").filter({ hasText: what.slice(0, 80) });
  await expect(listed).toContainText("Met Vrijwilligerscentrale");
  await expect(listed.getByRole("link", { name: "bekijk de hulpvraag" })).toBeVisible();

  // The staff find it on the request and in their list, read the question and answer.
  await staff.getByRole("link", { name: "Naar het gesprek met de vrijwilliger" }).click();
  await expect(staff).toHaveURL(conversationUrl);
  await expect(staff.getByTestId("messages")).toContainText(question);
  await staff.getByLabel("Je bericht").fill("Ja, ze verwacht je telefoontje.");
  await staff.getByRole("button", { name: "Versturen" }).click();
  await expect(staff.getByTestId("messages")).toContainText("Ja, ze verwacht je telefoontje.");
  await staff.goto(onHost(baseURL, "roermond", "/conversations"));
  await expect(staff.getByRole("listitem").filter({ hasText: what.slice(0, 80) })).toContainText(`Met ${HELPER.name}`);

  // Another volunteer neither lists nor opens it, nor its conversation.
  const other = await signedInAtRoermond(browser, javaScriptEnabled, baseURL, OTHER_VOLUNTEER);
  await other.goto(onHost(baseURL, "roermond", "/een-op-een-hulp/hulpvragen"));
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(other.getByTestId("help-request").filter({ hasText: what })).toHaveCount(0);
  const response = await other.goto(requestUrl);
  expect(response?.status()).toBe(404);
  expect(await other.content()).not.toContain(email);
  await other.goto(onHost(baseURL, "roermond", "/conversations"));
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await other.content()).not.toContain(what.slice(0, 80));
  expect((await other.goto(conversationUrl))?.status()).toBe(404);
  expect(await other.content()).not.toContain(question);

  for (const page of [helper, staff, other]) await page.context().close();
});

test.describe("the tenant's flag", () => {
  test("the demo tenant has no one-on-one help: its pages answer 404 and no link leads there", async ({ page }) => {
    for (const path of ["/een-op-een-hulp", "/een-op-een-hulp/hulpvragen", "/een-op-een-hulp/bevestigen?token=x", "/een-op-een-hulp/1"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Een-op-een-hulp" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Burenhulp" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Een-op-een-hulp" })).toHaveCount(0);
  });

  test("the public tenant words it one-on-one help, the neighbour-help tenant burenhulp", async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, "public", "/"));
    await expect(page.getByRole("region", { name: "Een-op-een-hulp" }).getByRole("link", { name: "Vraag om hulp" })).toBeVisible();
    await page.getByRole("link", { name: "Een-op-een-hulp" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Een-op-een-hulp");
    await page.goto(onHost(baseURL, "roermond", "/"));
    await expect(page.getByRole("link", { name: "Een-op-een-hulp" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Burenhulp" })).toBeVisible();
    await page.getByRole("link", { name: "Burenhulp" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Burenhulp");
  });
});
