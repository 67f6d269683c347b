import type { Page, TestInfo } from "@playwright/test";
import { parse } from "csv-parse/sync";
import ICAL from "ical.js";
import { DEMO_PASSWORD, expect, expectMail, mailedLink, signIn, signOut, test, uniqueEmail, waitForHydration } from "../fixtures/accounts";
import { onHost } from "../fixtures/tenants";

// The activity calendar (issue 24, docs/activities.md), with JavaScript on and off: an
// organization adds an activity with two places, the centre's staff approve it, three guests sign
// up (each confirms by mail) and the third waits; the first cancels through the mailed link, and
// the third moves up and is told by mail. Then the public iCalendar feed, read back by ical.js.
const ADMIN = "beheerder@demo.example.org"; // admin of Sportvereniging De Demo
const STAFF = "medewerker@demo.example.org"; // staff of the demo centre

// The mailed link of an unknown token is a 404 page; nothing else may log an error.
test.use({ allowedErrors: /status of 404 \(Not Found\)/ });
test.describe.configure({ timeout: 120_000 });

const js = () => test.info().project.name === "js";

/** A date some days ahead, as the datetime-local field takes it. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A guest signs up on the activity's page and confirms with the mailed link; returns their address. */
async function guestSignsUp(page: Page, activityPath: string, testInfo: TestInfo, name: string) {
  const email = uniqueEmail(testInfo, `cal-${name.toLowerCase()}`);
  await page.goto(activityPath);
  await page.getByLabel("Naam", { exact: true }).fill(name);
  await page.getByLabel("E-mailadres", { exact: true }).fill(email);
  await page.getByRole("button", { name: /^(Aanmelden|Op de wachtlijst)$/ }).click();
  await expect(page.getByTestId("sign-up-notice")).toContainText("we hebben je een mail gestuurd");
  await page.goto(await mailedLink(page, email, "/activiteitenkalender/aanmelding"));
  await page.getByRole("button", { name: "Aanmelding bevestigen" }).click();
  await expect(page.getByTestId("sign-up-link-done")).toHaveText("Je aanmelding is bevestigd.");
  return email;
}

test("an organization's activity: approved, full, a cancellation moves the waiting list up", async ({ page, request }, testInfo) => {
  const title = `Open dag ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const day = dayAhead(20);

  // The organization adds it; it waits for the centre.
  await page.goto("/activiteitenkalender/nieuw");
  await signIn(page, ADMIN, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/activiteitenkalender\/nieuw$/);
  // The form hydrates (the description's editor): with JavaScript the test uses the enhanced form.
  if (js()) await waitForHydration(page);
  await page.getByLabel("Titel", { exact: true }).fill(title);
  await page.getByLabel("Begint", { exact: true }).fill(`${day}T10:00`);
  await page.getByLabel("Eindigt", { exact: true }).fill(`${day}T16:00`);
  await page.getByLabel("Plaats", { exact: true }).fill("Amsterdam");
  await page.getByLabel("Aantal plaatsen", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/\/activiteitenkalender\/overzicht$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Wacht op goedkeuring");
  const activityPath = (await row.getByRole("link", { name: title, exact: true }).getAttribute("href"))!;
  await signOut(page);

  // Not public yet; the staff approve it.
  expect((await request.get(activityPath)).status()).toBe(404);
  await page.goto("/activiteitenkalender/overzicht");
  await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/activiteitenkalender\/overzicht$/);
  await page.getByRole("button", { name: `Goedkeuren: ${title}` }).click();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Goedgekeurd");
  await signOut(page);

  // Three guests; the third waits.
  const ann = await guestSignsUp(page, activityPath, testInfo, "Ann");
  const bob = await guestSignsUp(page, activityPath, testInfo, "Bob");
  const cas = await guestSignsUp(page, activityPath, testInfo, "Cas");
  await expect(page.getByTestId("sign-up-link-status")).toHaveText("Je staat op de wachtlijst.");
  await expectMail(page, cas, "Je staat op de wachtlijst");

  // Ann cancels through the link in her confirmation mail; Cas moves up and is told.
  await page.goto(await mailedLink(page, ann, "/activiteitenkalender/aanmelding"));
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByTestId("sign-up-link-done")).toHaveText("Je bent afgemeld. Bedankt dat je het liet weten.");
  await expectMail(page, cas, "Er is een plek vrij");

  // The public feed lists it with its Dutch local time, read back by an independent parser.
  const feed = await request.get("/activiteitenkalender/feed.ics");
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const event = calendar
    .getAllSubcomponents("vevent")
    .map((e) => new ICAL.Event(e))
    .find((e) => e.summary === title);
  expect(event, "the activity in the feed").toBeTruthy();
  expect(event!.startDate.toString()).toBe(`${day}T10:00:00`);
  expect(event!.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Amsterdam");
  expect(String(event!.component.getFirstPropertyValue("url"))).toContain(activityPath);

  // The organization's admin exports the participants as CSV, read back by csv-parse: Bob and Cas
  // hold the two places, Ann cancelled.
  await page.goto("/activiteitenkalender/overzicht");
  await signIn(page, ADMIN, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/activiteitenkalender\/overzicht$/);
  const csv = await page.request.get(`${activityPath}/deelnemers.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const [head, ...rows] = parse(await csv.text(), { bom: true }) as string[][];
  expect(head.slice(0, 3)).toEqual(["Naam", "E-mailadres", "Status"]);
  const statusOf = (email: string) => rows.find((row) => row[1] === email)?.[2];
  expect([statusOf(bob), statusOf(cas), statusOf(ann)]).toEqual(["Aangemeld", "Aangemeld", "Afgemeld"]);

  // The page shows when Bob signed up in Amsterdam time, as the rest of the product does (it
  // showed UTC before session 49); the CSV keeps the moment itself.
  const bobAt = rows.find((row) => row[1] === bob)![4];
  const amsterdam = new Intl.DateTimeFormat("nl", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Amsterdam" }).format(
    new Date(bobAt),
  );
  await page.goto(`${activityPath}/deelnemers`);
  const signedUp = page.getByRole("row").filter({ hasText: bob }).locator("time");
  await expect(signedUp).toHaveAttribute("datetime", bobAt);
  await expect(signedUp).toContainText(amsterdam);
});

// Off where the app context is meedoen (spec section 1, docs/activities.md): the pages and feeds
// answer 404 there, and neither the navigation nor the home page leads to them. The demo site's
// home page is the control: there both lead to the calendar.
test("a visitor finds activities by a word of their title or description", async ({ page }) => {
  await page.goto("/activiteitenkalender");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Open dag Sportvereniging De Demo" }).first()).toBeVisible();
  // "tempo" is only in the walking group's description.
  await page.getByLabel("Zoeken", { exact: true }).fill("rustig TEMPO");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/zoek=rustig\+TEMPO/);
  await expect(main.getByRole("link", { name: "Wandelgroep Samen Op Pad" }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Open dag Sportvereniging De Demo" })).toHaveCount(0);
  await expect(page.getByLabel("Zoeken", { exact: true })).toHaveValue("rustig TEMPO");
});

test.describe("on the meedoen tenant", () => {
  // The feed's 404 is a bare answer without a status text.
  test.use({ allowedErrors: /status of 404 / });

  test("the calendar, workshops and feeds answer 404, and no link leads there", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page.getByTestId("site-header").locator('a[href="/activiteitenkalender"]')).not.toHaveCount(0);
    await expect(page.getByRole("main").locator('a[href^="/activiteitenkalender"]')).not.toHaveCount(0);

    // Through the browser: it resolves *.localhost, Node's request context does not.
    const paths = [
      "/activiteitenkalender",
      "/activiteitenkalender?weergave=maand",
      "/activiteitenkalender/1",
      "/workshops",
      "/activiteitenkalender/aanmelding?token=onbekend",
      "/activiteitenkalender/nieuw",
      "/activiteitenkalender/overzicht",
      "/activiteitenkalender/agenda",
      "/activiteitenkalender/feed.ics",
      "/activiteitenkalender/feed.ics?soort=workshop",
      "/activiteitenkalender/persoonlijk/onbekend/agenda.ics",
    ];
    for (const path of paths) expect((await page.goto(onHost(baseURL, "meedoen", path)))?.status(), path).toBe(404);

    // Signed in as an organization's admin (who would manage activities elsewhere): nothing in the
    // header, on the home page or on the dashboard points at activities.
    await page.goto(onHost(baseURL, "meedoen", "/login"));
    await signIn(page, "beheerder@meedoen.example.org", DEMO_PASSWORD, { open: false });
    for (const path of ["/", "/dashboard"]) {
      await page.goto(onHost(baseURL, "meedoen", path));
      expect(await page.locator('a[href^="/activiteitenkalender"], a[href^="/workshops"]').count(), path).toBe(0);
    }
    // One's hours still work there, without a shift to choose.
    await page.goto(onHost(baseURL, "meedoen", "/uren"));
    await expect(page.getByRole("heading", { level: 1, name: "Mijn uren" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Dienst" })).toHaveCount(0);
  });
});
