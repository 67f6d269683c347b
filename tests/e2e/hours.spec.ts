import { DEMO_PASSWORD, confirmedAccount, expect, signIn, signOut, test, uniqueEmail } from "../fixtures/accounts";
import { amsterdamLocal } from "../fixtures/amsterdam-time";
import { addShifts } from "../fixtures/shift-form";

// Hours (issue 48, docs/shifts-and-hours.md), with JavaScript on and off: the organizer adds a
// shift starting soon to the demo festival (activity 50); a new volunteer takes it, opens the
// shift's check-in link from the printed roster, checks in and out; the organizer approves the
// hours in bulk; the centre's /analytics shows its hours grow (and its CSV holds them); the
// volunteer's statement shows them. Each run names its own task and volunteer.
// The api tests cover the breadth (bad input, access, a reused or forged link).
const ADMIN = "beheerder@demo.example.org"; // admin of Sportvereniging De Demo (organization 1)
const STAFF = "medewerker@demo.example.org"; // staff of the demo centre (its /analytics)
const FESTIVAL = "/activiteitenkalender/50";
const PASSWORD = "Uren-2026!";

test.describe.configure({ timeout: 180_000 });

test("a volunteer checks in and out through the shift's link; the organizer approves in bulk; the centre's analytics and the statement show the hours", async ({
  page,
}, testInfo) => {
  const task = `Kassa ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const email = uniqueEmail(testInfo, "hours");
  const name = `Uma ${testInfo.project.name}`;
  await confirmedAccount(page, email, PASSWORD, { firstName: "Uma", lastName: testInfo.project.name });

  // The organizer adds a shift starting in an hour and a half (checking in opens three hours before).
  const [date, start] = amsterdamLocal(90 * 60).split("T");
  const [, end] = amsterdamLocal(150 * 60).split("T");
  await page.goto(`${FESTIVAL}/diensten`);
  await signIn(page, ADMIN, DEMO_PASSWORD, { open: false });
  await addShifts(page, { date, start, end, task, places: "2" });
  await expect(page.getByText("1 dienst toegevoegd.")).toBeVisible();
  await signOut(page);

  // The volunteer takes it.
  await signIn(page, email, PASSWORD);
  await page.goto(FESTIVAL);
  await page
    .locator('li[data-testid^="shift-"]', { hasText: task })
    .getByRole("button", { name: /^Aanmelden:/ })
    .click();
  await expect(page.getByTestId("shift-notice")).toContainText("Je bent aangemeld voor de dienst.");
  await signOut(page);

  // The printed roster names them and holds the shift's QR code with its link.
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`${FESTIVAL}/rooster`);
  const card = page.locator('li[data-testid^="roster-shift-"]', { hasText: task });
  await expect(card).toContainText(name);
  await expect(card.getByRole("img", { name: /QR-code om in te checken/ })).toBeVisible();
  const link = await card.getByRole("link", { name: "Link om in te checken" }).getAttribute("href");
  expect(link).toMatch(/\/diensten\/\d+\/inchecken\/[0-9a-f]{32}$/);
  await signOut(page);

  // On the volunteer's phone: the link asks to sign in, then checks in and later out.
  const path = new URL(link!).pathname;
  await page.goto(path);
  await signIn(page, email, PASSWORD, { open: false });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.getByRole("button", { name: "Inchecken" }).click();
  await expect(page.getByTestId("check-in-state")).toContainText("Je bent ingecheckt om");
  await page.getByRole("button", { name: "Uitchecken" }).click();
  await expect(page.getByTestId("check-in-state")).toContainText("Je bent uitgecheckt.");
  await expect(page.getByRole("button", { name: /Inchecken|Uitchecken/ })).toHaveCount(0);
  await signOut(page);

  // The centre's approved hours on the shift's day before the approval (the other project's run
  // may add its own minute). The day is named: late in the evening the shift falls on tomorrow,
  // which the default period (up to today) does not hold yet.
  const minutesOf = (text: string) => Number(text.split(":")[0]) * 60 + Number(text.split(":")[1]);
  const period = `from=${date}&to=${date}`;
  await signIn(page, STAFF, DEMO_PASSWORD);
  await page.goto(`/analytics?${period}`);
  const before = minutesOf(await page.getByTestId("hours-total").innerText());
  await signOut(page);

  // The organizer approves it with the other ticked rows, in one go.
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto("/organizations/1/uren");
  await page.getByRole("checkbox", { name: new RegExp(`^${name},`) }).check();
  await page.getByRole("button", { name: "Gekozen uren goedkeuren" }).click();
  await expect(page.getByText("1 regel goedgekeurd.")).toBeVisible();
  await signOut(page);

  // The centre's analytics show the hours: the total grew, and the CSV's total row holds it.
  await signIn(page, STAFF, DEMO_PASSWORD);
  await page.goto(`/analytics?${period}`);
  const after = minutesOf(await page.getByTestId("hours-total").innerText());
  expect(after).toBeGreaterThan(before);
  const csv = await (await page.request.get(`/analytics/uren.csv?${period}`)).text();
  const total = csv.split("\n").find((line) => line.startsWith('"Totalen",'));
  expect(Number(total?.split(",")[4])).toBeGreaterThanOrEqual(after);
  await signOut(page);

  // The volunteer's statement: the organization's and centre's names, the year, the total.
  await signIn(page, email, PASSWORD);
  await page.goto("/uren");
  await page.getByRole("link", { name: `Verklaring Sportvereniging De Demo ${date.slice(0, 4)}` }).click();
  await expect(page.getByRole("heading", { name: "Verklaring vrijwilligersuren" })).toBeVisible();
  await expect(page.getByText("Sportvereniging De Demo", { exact: true })).toBeVisible();
  await expect(page.getByTestId("statement-total")).toHaveText("0:01");
});
