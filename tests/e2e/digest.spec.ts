import { expect, expectMail, mailedLink, test } from "../fixtures/accounts";

// The periodic digest (docs/mail.md). Abel (api/seeds/demo.sql) chose a weekly mail of the
// vacancies within 25 km of 1011; /dev/mail's button plans the digests as the daily cron does,
// through the queue, and the local SMTP server receives his. Its unsubscribe link works without
// signing in: the page asks, the button unsubscribes; a mail client's RFC 8058 one-click POST
// (no Origin, no cookies) does the same. Both projects share one server: the second finds Abel
// already unsubscribed, gets no new digest, and the same link still answers "unsubscribed".
const ABEL = "abonnee@demo.example.org";

test("a digest's unsubscribe link works without signing in", async ({ page, javaScriptEnabled }) => {
  await page.goto("/dev/mail");
  await page.getByRole("button", { name: "Periodieke mails nu versturen" }).click();
  await expect(page.getByText(/abonnee(s)? (wordt|worden) gepland/)).toBeVisible();
  await expectMail(page, ABEL, /\d+ nieuwe vacatures? bij Vrijwilligerscentrale Demo/);
  const link = await mailedLink(page, ABEL, "/periodieke-mail/afmelden?token=");

  if (!javaScriptEnabled) {
    // What a mail client does with List-Unsubscribe-Post: a plain POST to the same URL.
    const oneClick = await page.request.post(link, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toContain("Je bent afgemeld.");
  }

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Afmelden voor de periodieke mail" })).toBeVisible();
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Je bent afgemeld." })).toBeVisible();
});
