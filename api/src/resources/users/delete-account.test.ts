import { env } from "cloudflare:test";
import { DELIVERY_TIMEOUT_MS } from "../../../test/mail-fixtures";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL, ORG, PASSWORD, USER, seedAccounts } from "../../../test/account-fixtures";
import { type Credentials, issueTestToken, row, signIn } from "../../../test/auth";
import { apiFetch, expectError } from "../../../test/request";

beforeEach(() => seedAccounts(env.DB));

const remove = (path: string, credentials?: Credentials) => apiFetch(path, { method: "DELETE", headers: { ...credentials } });

async function expectDeleted(userId: number, email: string, locale: string) {
  const user = await row("SELECT * FROM users WHERE id = ?", userId);
  expect(user).toMatchObject({
    email: null,
    unconfirmed_email: null,
    first_name: null,
    last_name: null,
    phone: null,
    password_digest: null,
    status: "archived",
  });
  expect(user!.deleted_at).toMatch(/^\d{4}-/);
  const tokens = await row<{ n: number }>("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?", userId);
  expect(tokens!.n).toBe(0);
  const mails = await env.DB.prepare("SELECT * FROM outbox_messages WHERE user_id = ?").bind(userId).all();
  expect(mails.results).toHaveLength(1);
  expect(mails.results[0]).toMatchObject({
    kind: "account_deleted",
    to_address: email,
    locale,
  });
  // The queue's consumer delivers it (through the log transport here) after the response.
  await vi.waitFor(
    async () => {
      const sent = await row<{ sent_at: string | null }>("SELECT sent_at FROM outbox_messages WHERE user_id = ?", userId);
      expect(sent!.sent_at).not.toBeNull();
    },
    { timeout: DELIVERY_TIMEOUT_MS },
  );
}

describe("deleting one's own account", () => {
  it("DELETE /api/v1/users/{own id}: personal data gone, sign-in impossible, other rows intact", async () => {
    // An earlier mail quoting the user's name is removed with the account.
    await apiFetch("/auth/password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL.ADMIN }),
    });
    const token = await issueTestToken(USER.ADMIN, EMAIL.ADMIN);
    const response = await remove(`/api/v1/users/${USER.ADMIN}`, token);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("access-token")).toBeNull();
    await expectDeleted(USER.ADMIN, EMAIL.ADMIN, "en");
    const mail = await row<{ subject: string }>("SELECT subject FROM outbox_messages WHERE user_id = ?", USER.ADMIN);
    expect(mail!.subject).toBe("Your account at Alpha Centrum has been deleted");

    expect((await apiFetch("/api/v1/current_user", { headers: { ...token } })).status).toBe(401);
    expect((await signIn(EMAIL.ADMIN, PASSWORD)).status).toBe(401);
    // The organization it administered and everybody else stay; its roles end.
    expect(await row("SELECT id FROM organizations WHERE id = ?", ORG.CLUB)).not.toBeNull();
    const roles = await row<{ n: number }>("SELECT count(*) AS n FROM roles WHERE user_id = ?", USER.ADMIN);
    expect(roles!.n).toBe(0);
    expect((await signIn(EMAIL.VOLUNTEER, PASSWORD)).status).toBe(200);
    // The address is free again.
    const again = await row<{ n: number }>("SELECT count(*) AS n FROM users WHERE email = ?", EMAIL.ADMIN);
    expect(again!.n).toBe(0);
  });

  it("DELETE /api/v1/current_user does the same", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    expect((await remove("/api/v1/current_user", token)).status).toBe(204);
    await expectDeleted(USER.VOLUNTEER, EMAIL.VOLUNTEER, "nl");
  });

  it("refuses another user's id (403) and anonymous requests (401)", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const error = await expectError(await remove(`/api/v1/users/${USER.ADMIN}`, token), 403);
    expect(error.detail).toBe("You are not allowed to manage users.");
    expect((await remove(`/api/v1/users/999999`, token)).status).toBe(403);
    expect((await remove(`/api/v1/users/${USER.VOLUNTEER}`)).status).toBe(401);
    expect(await row("SELECT email FROM users WHERE id = ?", USER.ADMIN)).toEqual({ email: EMAIL.ADMIN });
  });
});
