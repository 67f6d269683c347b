import { expect, expectMail, test } from "../fixtures/accounts";
import { postForm, visitorAddress } from "../fixtures/visitors";

// Finding 3 of issue 17: the sign-up form says nothing about whether an address has an account.
// A taken address gets the same answer as a new one; its owner gets a mail instead.

// Plain HTTP, no browser: the project without JavaScript runs it once.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP posts: one project");

test("sign-up with a taken address answers exactly like a new one, and mails the owner", async ({ request, page, baseURL }) => {
  const email = `taken-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const form = {
    firstName: "Tess",
    lastName: "Tweemaal",
    email,
    password: "Lang-genoeg-wachtwoord-1",
    passwordConfirmation: "Lang-genoeg-wachtwoord-1",
    locale: "nl",
  };
  const answer = async () => {
    const response = await postForm(request, baseURL!, "/signup", form, visitorAddress());
    return { status: response.status(), location: response.headers()["location"], body: await response.text() };
  };
  const fresh = await answer();
  const taken = await answer();
  expect(fresh.status).toBe(302);
  expect(fresh.location).toBe("/signup/success");
  expect(taken).toEqual(fresh);

  // Mail goes out through the queue after the answer: wait until the local SMTP server has it.
  await expectMail(page, email, /Je hebt al een account bij /);
  await expect(page.getByRole("heading", { name: /^Je hebt al een account bij / })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Bevestig je e-mailadres voor / })).toHaveCount(1);
});
