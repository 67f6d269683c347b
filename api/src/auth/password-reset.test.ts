import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, USER, seedAccounts } from "../../test/account-fixtures";
import { credentialsOf, issueTestToken, row, signIn } from "../../test/auth";
import { apiFetch, sendDocument } from "../../test/request";
import { mailedLink } from "../../test/mail-fixtures";
import { MISSING_RESET_VALUES } from "./routes/password-update";

beforeEach(() => seedAccounts(env.DB));

const NEW_PASSWORD = "A-brand-new-pass-9";

const json = (method: string, path: string, body: object, headers: Record<string, string> = {}) =>
  apiFetch(path, {
    settle: true,
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const requestReset = (email: string, redirect_url?: string) => json("POST", "/auth/password", { email, redirect_url });

const mailedResetToken = (to: string) => mailedLink(to, "reset_password_token");

/** Asks for a reset mail for `email` and returns the token its link carries. */
async function resetToken(email: string) {
  await requestReset(email);
  return (await mailedResetToken(email)).token;
}

/** PUT /auth/password with a reset token: the new password, confirmed alike unless told otherwise. */
const resetPassword = (reset_password_token: string, password = NEW_PASSWORD, password_confirmation = password) =>
  json("PUT", "/auth/password", { password, password_confirmation, reset_password_token });

/** PUT /auth/password as a signed-in client (`credentials`), giving `current_password`. */
const changePassword = (credentials: Record<string, string>, current_password = PASSWORD) =>
  json("PUT", "/auth/password", { current_password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, credentials);

async function errorOf(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text).errors[0];
}

describe("POST /auth/password", () => {
  it("answers known and unknown addresses identically; only the known one gets a mail", async () => {
    const known = await requestReset(EMAIL.VOLUNTEER, "http://demo.localhost:8787/auth/reset");
    const unknown = await requestReset("nobody@example.org", "http://demo.localhost:8787/auth/reset");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    const { mail, link, token } = await mailedResetToken(EMAIL.VOLUNTEER);
    expect(mail).toMatchObject({ kind: "reset_password", locale: "nl" });
    // The client named demo.localhost; the link is on the tenant's configured site (PUBLIC_URLS).
    expect(link.startsWith("http://localhost:8787/auth/reset?reset_password_token=")).toBe(true);
    expect(token.length).toBeGreaterThan(40);
    expect(mail.html_body).toContain("reset_password_token=");
    const stored = await row<{ d: string }>("SELECT reset_password_token_digest AS d FROM users WHERE id = ?", USER.VOLUNTEER);
    expect(stored!.d).not.toBe(token);
    const none = await row<{ n: number }>("SELECT count(*) AS n FROM outbox_messages WHERE to_address = 'nobody@example.org'");
    expect(none!.n).toBe(0);
  });

  it("mails in the user's language and falls back to MAIL_LINK_BASE_URL without redirect_url", async () => {
    await requestReset(EMAIL.ADMIN);
    const { mail, link } = await mailedResetToken(EMAIL.ADMIN);
    expect(mail.locale).toBe("en");
    expect(mail.text_body).toContain("Set a new password");
    expect(link.startsWith("http://localhost:8787/auth/reset?reset_password_token=")).toBe(true);
  });

  it.each([
    ["another host", "https://evil.example/auth/reset"],
    ["javascript:", "javascript:alert(1)"],
  ])("refuses a redirect_url to %s with 422, for any address", async (_case, url) => {
    for (const email of [EMAIL.VOLUNTEER, "nobody@example.org"]) {
      const error = await errorOf(await requestReset(email, url), 422);
      expect(error).toMatchObject({
        code: "redirect_not_allowed",
        source: { pointer: "/redirect_url" },
      });
      expect(error.detail).toBe(`Redirect to '${url}' not allowed.`);
    }
    const mails = await row<{ n: number }>("SELECT count(*) AS n FROM outbox_messages");
    expect(mails!.n).toBe(0);
  });

  it("needs an e-mail address", async () => {
    const error = await errorOf(await json("POST", "/auth/password", {}), 422);
    expect(error).toMatchObject({
      detail: "Email can't be blank.",
      source: { pointer: "/email" },
    });
  });
});

describe("PUT /auth/password with a reset token", () => {
  it("sets the new password once: sign-in with it works, the old one fails, sessions end", async () => {
    const session = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const token = await resetToken(EMAIL.VOLUNTEER);
    const response = await resetPassword(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      data: { id: USER.VOLUNTEER },
      message: "Your password has been successfully updated.",
    });
    expect((await signIn(EMAIL.VOLUNTEER, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(EMAIL.VOLUNTEER, PASSWORD)).status).toBe(401);
    expect((await apiFetch("/auth/validate_token", { headers: { ...session } })).status).toBe(401);
    const again = await resetPassword(token, "Yet-another-pass-1");
    expect((await errorOf(again, 422)).source).toEqual({
      pointer: "/reset_password_token",
    });
  });

  it("confirms an unconfirmed account (the mailbox is proven)", async () => {
    const response = await resetPassword(await resetToken(EMAIL.UNCONFIRMED));
    expect(response.status).toBe(200);
    expect((await signIn(EMAIL.UNCONFIRMED, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an unknown or expired token", async () => {
    const bad = await resetPassword("not-a-token");
    expect(await errorOf(bad, 422)).toMatchObject({
      detail: "Reset password token is invalid or has expired.",
      source: { pointer: "/reset_password_token" },
    });
    const token = await resetToken(EMAIL.VOLUNTEER);
    await env.DB.prepare("UPDATE users SET reset_password_sent_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 7 * 3600_000).toISOString(), USER.VOLUNTEER)
      .run();
    const expired = await resetPassword(token);
    expect((await errorOf(expired, 422)).code).toBe("invalid");
  });

  it.each([
    ["too short", "Short-1", "Password is too short (minimum is 8 characters).", "/password"],
    ["too long", "x".repeat(129), "Password is too long (maximum is 128 characters).", "/password"],
  ])("refuses a %s password", async (_case, password, detail, pointer) => {
    const response = await resetPassword(await resetToken(EMAIL.VOLUNTEER), password);
    expect(await errorOf(response, 422)).toMatchObject({
      detail,
      source: { pointer },
    });
  });

  it("accepts 64 and 128 characters, and wants the confirmation to match", async () => {
    const token = await resetToken(EMAIL.VOLUNTEER);
    const mismatch = await resetPassword(token, NEW_PASSWORD, "Something-else-1");
    expect(await errorOf(mismatch, 422)).toMatchObject({
      code: "confirmation",
      source: { pointer: "/password_confirmation" },
    });
    const long = "p".repeat(128);
    const ok = await resetPassword(token, long);
    expect(ok.status).toBe(200);
    expect((await signIn(EMAIL.VOLUNTEER, long)).status).toBe(200);
  });

  it("answers with JSON:API pointers to a JSON:API document", async () => {
    const response = await sendDocument("PUT", "/auth/password", "passwords", { reset_password_token: "nope" });
    expect((await errorOf(response, 422)).source).toEqual({
      pointer: "/data/attributes/reset_password_token",
    });
  });
});

describe("PUT /auth/password without a reset token", () => {
  it("fails with the spec's exact message when neither token nor credentials are given", async () => {
    const response = await json("PUT", "/auth/password", {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    const error = await errorOf(response, 401);
    expect(error.detail).toBe(MISSING_RESET_VALUES);
    expect(error.detail).toBe("You must provide either the uid, client and accessToken or the resetPasswordToken");
  });

  it("changes the password of a signed-in client given its current password; other clients end", async () => {
    const session = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const other = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const response = await changePassword(session);
    expect(response.status).toBe(200);
    const rotated = credentialsOf(response)!;
    expect(rotated.client).toBe(session.client);
    expect((await apiFetch("/auth/validate_token", { headers: { ...rotated } })).status).toBe(200);
    expect((await apiFetch("/auth/validate_token", { headers: { ...other } })).status).toBe(401);
    expect((await signIn(EMAIL.VOLUNTEER, NEW_PASSWORD)).status).toBe(200);
  });

  it("needs the right current password with credentials", async () => {
    const session = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const wrong = await changePassword(session, "Not-my-password");
    expect(await errorOf(wrong, 422)).toMatchObject({
      detail: "Current password is invalid.",
      source: { pointer: "/current_password" },
    });
    const missing = await json("PUT", "/auth/password", { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, session);
    expect((await errorOf(missing, 422)).source).toEqual({
      pointer: "/current_password",
    });
  });

  it("refuses invalid credentials", async () => {
    const response = await changePassword({ "access-token": "x", client: "y", uid: EMAIL.VOLUNTEER });
    expect((await errorOf(response, 401)).code).toBe("invalid_credentials");
  });
});
