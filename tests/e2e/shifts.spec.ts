import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, confirmedAccount, expect, expectMail, mailedLink, refusedPostOn, signIn, signOut, test, uniqueEmail } from "../fixtures/accounts";
import { addShifts } from "../fixtures/shift-form";

// Shifts (issue 48, docs/shifts-and-hours.md), with JavaScript on and off: the organizer adds a
// ten-week series of one-place shifts to the demo festival (activity 50), is refused an
// overlapping one and takes the last away again; two volunteers take the same shift, the second
// waits, and moves up, told by mail, when the first cancels; a guest without an account takes the
// next shift and confirms by the mailed link; the roster's CSV holds them; the organizer messages
// everyone of Bob's shift from the roster (without JavaScript); a vacancy's shift is made and
// taken on the same pages.
// Each run names its own task, so the projects' series never clash.
const ADMIN = "beheerder@demo.example.org"; // admin of Sportvereniging De Demo, the festival's organizer
const FESTIVAL = "/activiteitenkalender/50";
const PASSWORD = "Diensten-2026!";

// The overlapping series is refused with a 400 (the form again, with its error).
test.use({ allowedErrors: refusedPostOn("/activiteitenkalender/50/diensten") });
test.describe.configure({ timeout: 180_000 });

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The first shift of the series on the festival's page. */
const firstShift = (page: Page, task: string) => page.locator('li[data-testid^="shift-"]', { hasText: task }).first();

/** Signs in as `email`, opens `path` and presses `button` on the first shift of `task` there. */
async function pressOnFirstShift(page: Page, email: string, path: string, task: string, button: RegExp) {
  await signIn(page, email, PASSWORD);
  await page.goto(path);
  await firstShift(page, task).getByRole("button", { name: button }).click();
}

async function volunteer(page: Page, testInfo: TestInfo, name: string) {
  const email = uniqueEmail(testInfo, `shift-${name.toLowerCase()}`);
  await confirmedAccount(page, email, PASSWORD, { firstName: name, lastName: "Dienst" });
  return email;
}

test("a ten-week series; the same full shift twice: one waits and moves up when the other cancels", async ({ page }, testInfo) => {
  const task = `Bar ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const [ann, bob] = [await volunteer(page, testInfo, "Ann"), await volunteer(page, testInfo, "Bob")];

  // The organizer makes the series.
  await page.goto(`${FESTIVAL}/diensten`);
  await signIn(page, ADMIN, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(/\/activiteitenkalender\/50\/diensten$/);
  const fill = () => addShifts(page, { date: dayAhead(40), start: "10:00", end: "12:00", task, places: "1", weeks: "10" });
  await fill();
  await expect(page.getByText("10 diensten toegevoegd.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: task })).toHaveCount(10);
  // The same again overlaps every one of them: refused on the form, nothing added.
  await fill();
  await expect(page.getByText("Deze dienst overlapt een andere dienst met dezelfde taak.")).toBeVisible();
  await page.goto(`${FESTIVAL}/diensten`);
  await expect(page.getByRole("row").filter({ hasText: task })).toHaveCount(10);
  // The last of the series taken away again (every row's button submits the page's one delete form).
  await page
    .getByRole("row")
    .filter({ hasText: task })
    .last()
    .getByRole("button", { name: /^Verwijderen:/ })
    .click();
  await expect(page.getByText("De dienst is verwijderd; wie zich had aangemeld, krijgt een mail.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: task })).toHaveCount(9);
  await signOut(page);

  // Ann takes the one place of the first shift; Bob joins its waiting list.
  await pressOnFirstShift(page, ann, FESTIVAL, task, /^Aanmelden:/);
  await expect(page.getByTestId("shift-notice")).toHaveText("Je bent aangemeld voor de dienst. Je krijgt een bevestiging per mail.");
  await expect(firstShift(page, task)).toContainText("Je bent aangemeld.");
  await signOut(page);
  await pressOnFirstShift(page, bob, FESTIVAL, task, /^Op de wachtlijst:/);
  await expect(page.getByTestId("shift-notice")).toContainText("je staat op de wachtlijst");
  await expectMail(page, bob, "Je staat op de wachtlijst voor Zomerfestival De Demo – " + task);
  await signOut(page);

  // Ann cancels; Bob moves up and is told by mail.
  await pressOnFirstShift(page, ann, FESTIVAL, task, /^Afmelden:/);
  await expect(page.getByTestId("shift-notice")).toHaveText("Je bent afgemeld voor de dienst.");
  await expectMail(page, bob, "Er is een plek vrij: je bent aangemeld voor Zomerfestival De Demo – " + task);
  await signOut(page);
  await signIn(page, bob, PASSWORD);
  await page.goto(FESTIVAL);
  await expect(firstShift(page, task)).toContainText("Je bent aangemeld.");
  await signOut(page);

  // A guest takes the series' second shift without an account: a place only once the mailed link confirms it.
  const guest = uniqueEmail(testInfo, "shift-guest");
  const guestName = `Gast ${Math.random().toString(36).slice(2, 7)}`;
  await page.goto(FESTIVAL);
  const second = (await page.locator('li[data-testid^="shift-"]', { hasText: task }).nth(1).getAttribute("data-testid"))!.replace("shift-", "");
  const form = page.getByTestId("guest-shift-form");
  await form.getByLabel("Dienst", { exact: true }).selectOption(second);
  await form.getByLabel("Naam", { exact: true }).fill(guestName);
  await form.getByLabel("E-mailadres", { exact: true }).fill(guest);
  await form.getByRole("button", { name: "Aanmelden voor de dienst" }).click();
  await expect(page.getByTestId("shift-notice")).toContainText("bevestig je aanmelding met de link in de mail");
  await page.goto(await mailedLink(page, guest, "/activiteitenkalender/aanmelding"));
  await expect(page.getByRole("main")).toContainText(task);
  await page.getByRole("button", { name: "Aanmelding bevestigen" }).click();
  await expect(page.getByTestId("sign-up-link-done")).toHaveText("Je aanmelding is bevestigd.");
  await expect(page.getByTestId("sign-up-link-status")).toHaveText("Je bent aangemeld.");

  // The organizer's roster CSV holds Bob on the first shift and the guest on the second.
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const csv = await (await page.request.get(`${FESTIVAL}/rooster.csv`)).text();
  const rows = csv.split(/\r?\n/).filter((row) => row.includes(task));
  expect(rows.find((row) => row.includes("Bob Dienst"))).toContain("10:00");
  expect(rows.filter((row) => row.includes(guestName))).toHaveLength(1);

  // The roster's message to everyone of the first shift, a plain post (once, without JavaScript):
  // Bob, holding its place, gets it in his conversation about the shift, told by mail.
  if (testInfo.project.name !== "js") {
    await page.goto(`${FESTIVAL}/rooster`);
    const rostered = page.locator('li[data-testid^="roster-shift-"]', { hasText: task }).first();
    await rostered.getByText("Bericht aan iedereen van deze dienst", { exact: true }).click();
    await rostered.getByLabel(/^Bericht aan iedereen van /).fill("Neem handschoenen mee.");
    await rostered.getByRole("button", { name: "Versturen", exact: true }).click();
    await expect(page.getByText("Verstuurd naar 1 vrijwilliger.")).toBeVisible();
    await expectMail(page, bob, "Nieuw bericht van Sportvereniging De Demo over Zomerfestival De Demo – " + task);
  }

  // A vacancy has shifts too (the same pages): the organizer adds one to the sportcafé's vacancy, Bob takes it there.
  await page.goto("/vacancies/1/diensten");
  await addShifts(page, { date: dayAhead(45), start: "10:00", end: "12:00", task, weeks: "1" });
  await expect(page.getByText("1 dienst toegevoegd.")).toBeVisible();
  await signOut(page);
  await pressOnFirstShift(page, bob, "/vacancies/1", task, /^Aanmelden:/);
  await expect(page.getByTestId("shift-notice")).toHaveText("Je bent aangemeld voor de dienst. Je krijgt een bevestiging per mail.");
  await expect(firstShift(page, task)).toContainText("Je bent aangemeld.");
});
