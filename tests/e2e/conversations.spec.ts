import type { Page } from "@playwright/test";
import { expect, expectMail, signedInPage, test, waitForHydration } from "../fixtures/accounts";

// Conversations and notifications (docs/conversations.md, docs/notifications.md): a volunteer asks
// a question on a vacancy page, the organization's admin sees it unread and answers, the volunteer
// is notified and mailed. Neither side's pages show the other's e-mail address. Both projects
// share one server, so each asks about its own vacancy of Sportvereniging De Demo as its own
// Dutch-speaking demo user (api/seeds/demo.sql): no-js Vera about vacancy 2, js Abel about vacancy 1
// (not schoolbeheerder@: his address contains the admin's, beheerder@).
const ADMIN = "beheerder@demo.example.org";
const CASES = {
  "no-js": { volunteer: "vrijwilliger@demo.example.org", vacancy: "2" },
  js: { volunteer: "abonnee@demo.example.org", vacancy: "1" },
} as const;

test.describe.configure({ timeout: 120_000 });

const expectNoAddress = async (page: Page, email: string) => expect(await page.content()).not.toContain(email);

test("a volunteer's question reaches the organization's admin, and the answer comes back as a notification and a mail", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { volunteer: VOLUNTEER, vacancy } = CASES[javaScriptEnabled ? "js" : "no-js"];
  const question = `Is er een inwerkavond? (${javaScriptEnabled ? "js" : "no-js"} ${Date.now()})`;
  const answer = `Ja, elke eerste dinsdag. (${Date.now()})`;

  // The volunteer asks on the vacancy page and lands in the conversation.
  const asker = await signedInPage(browser, javaScriptEnabled, VOLUNTEER);
  await asker.goto(`/vacancies/${vacancy}`);
  const ask = asker.getByRole("region", { name: "Een vraag stellen" });
  await ask.getByLabel("Je bericht").fill(question);
  await ask.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(asker).toHaveURL(/\/conversations\/\d+$/);
  const path = new URL(asker.url()).pathname;
  await expect(asker.getByTestId("messages")).toContainText(question);
  await expectNoAddress(asker, ADMIN);

  // The admin sees the unread message (bell and list), opens it and answers.
  const admin = await signedInPage(browser, javaScriptEnabled, ADMIN);
  await admin.goto("/conversations");
  const row = admin.getByRole("listitem").filter({ has: admin.locator(`a[href="${path}"]`) });
  await expect(row).toContainText("1 ongelezen");
  await expect(admin.getByTestId("toolbar").getByText(/Meldingen \(\d+ ongelezen\)/)).toBeAttached();
  await row.getByRole("link").click();
  await expect(admin.getByTestId("messages")).toContainText(question);
  await expectNoAddress(admin, VOLUNTEER);
  if (javaScriptEnabled) await waitForHydration(asker);
  await admin.getByLabel("Je bericht").fill(answer);
  await admin.getByRole("button", { name: "Versturen" }).click();
  await expect(admin.getByTestId("messages")).toContainText(answer);
  await expectNoAddress(admin, VOLUNTEER);

  if (javaScriptEnabled) {
    // With JavaScript the answer appears on the open page without a reload.
    await expect(asker.getByTestId("messages")).toContainText(answer, { timeout: 20_000 });
  }

  // The volunteer is notified (bell and /notificaties) and mailed, never with the admin's address.
  await asker.goto("/notificaties");
  const notification = asker.getByRole("link", { name: /Nieuw bericht van Sportvereniging De Demo over/ }).first();
  await expect(notification).toHaveAttribute("href", path);
  if (!javaScriptEnabled) {
    // The toolbar's activity panel shows it among the recent events (server-rendered in its <details>).
    const activity = asker.getByTestId("toolbar").locator("details", { has: asker.locator("summary", { hasText: "Activiteit" }) });
    await expect(activity.locator(`a[href="${path}"]`).first()).toBeAttached();
  }
  await expectNoAddress(asker, ADMIN);
  await notification.click();
  await expect(asker.getByTestId("messages")).toContainText(answer);
  await expectNoAddress(asker, ADMIN);
  await expectMail(asker, VOLUNTEER, /Nieuw bericht van Sportvereniging De Demo over/);
  await asker.context().close();
  await admin.context().close();
});
