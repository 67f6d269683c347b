import { env } from "cloudflare:test";
import { mailQueueRecorder } from "../../../test/mail-fixtures";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_GRACE_DAYS } from "@contract/users";
import { EMAIL, ORG, PASSWORD, USER, seedAccounts } from "../../../test/account-fixtures";
import { type Credentials, issueTestToken, row, signIn } from "../../../test/auth";
import { apiFetch, expectError } from "../../../test/request";
import { removeDueAccounts } from "./removal";

beforeEach(() => seedAccounts(env.DB));

const remove = (path: string, credentials?: Credentials, bindings?: typeof env) => apiFetch(path, { method: "DELETE", headers: { ...credentials }, bindings });
const count = async (sql: string, id: number) => (await row<{ n: number }>(sql, id))!.n;
const DAY = 86_400_000;

/** Deleted, not yet anonymised (decision 0017): kept as it was, but nobody can use it. */
async function expectAwaitingRemoval(userId: number, email: string, locale: string, queue: ReturnType<typeof mailQueueRecorder>) {
  const user = await row<Record<string, string | null>>("SELECT * FROM users WHERE id = ?", userId);
  // The old code erased these at once; now they stay for the grace period, so a restore is whole.
  expect(user).toMatchObject({ email, status: "archived", password_digest: expect.stringMatching(/^pbkdf2/) });
  const grace = Date.parse(user!.removal_due_at!) - Date.parse(user!.deleted_at!);
  expect(grace).toBe(ACCOUNT_GRACE_DAYS * DAY);
  expect(await count("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?", userId)).toBe(0);
  const mails = await env.DB.prepare("SELECT * FROM outbox_messages WHERE user_id = ? AND kind = 'account_deleted'").bind(userId).all();
  expect(mails.results).toHaveLength(1);
  expect(mails.results[0]).toMatchObject({ kind: "account_deleted", to_address: email, locale });
  // Put on the mail queue, whose consumer sends it (through the log transport here).
  expect(queue.bodies).toEqual([{ tenantId: "tenant-a", id: mails.results[0].id }]);
  await queue.deliver();
  const sent = await row<{ sent_at: string | null }>("SELECT sent_at FROM outbox_messages WHERE user_id = ? AND kind = 'account_deleted'", userId);
  expect(sent!.sent_at).not.toBeNull();
}

/** What deleting did at once before decision 0017, and the cron does after the grace period. */
async function expectAnonymised(userId: number) {
  const user = await row("SELECT * FROM users WHERE id = ?", userId);
  expect(user).toMatchObject({
    email: null,
    unconfirmed_email: null,
    first_name: null,
    last_name: null,
    phone: null,
    password_digest: null,
    status: "archived",
    removal_due_at: null,
  });
  expect(user!.deleted_at).toMatch(/^\d{4}-/);
  expect(await count("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?", userId)).toBe(0);
  expect(await count("SELECT count(*) AS n FROM roles WHERE user_id = ?", userId)).toBe(0);
  expect(await count("SELECT count(*) AS n FROM held_roles WHERE user_id = ?", userId)).toBe(0);
  // Earlier mails quote the name and address: they go with it.
  expect(await count("SELECT count(*) AS n FROM outbox_messages WHERE user_id = ?", userId)).toBe(0);
}

describe("deleting one's own account", () => {
  it("DELETE /api/v1/users/{own id}: sign-in impossible at once, anonymised by the cron only after the grace period", async () => {
    await apiFetch("/auth/password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL.ADMIN }),
    });
    const token = await issueTestToken(USER.ADMIN, EMAIL.ADMIN);
    const queue = mailQueueRecorder();
    const response = await remove(`/api/v1/users/${USER.ADMIN}`, token, queue.env);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("access-token")).toBeNull();
    await expectAwaitingRemoval(USER.ADMIN, EMAIL.ADMIN, "en", queue);
    const mail = await row<{ subject: string; text_body: string }>("SELECT subject, text_body FROM outbox_messages WHERE kind = 'account_deleted'");
    expect(mail!.subject).toBe("Your account at Alpha Centrum has been deleted");
    const due = (await row<{ removal_due_at: string }>("SELECT removal_due_at FROM users WHERE id = ?", USER.ADMIN))!.removal_due_at;
    const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(new Date(due));
    expect(mail!.text_body).toContain(`On ${day} your personal data`);
    expect(mail!.text_body).toContain("the volunteer centre can restore your account");

    expect((await apiFetch("/api/v1/current_user", { headers: { ...token } })).status).toBe(401);
    expect((await signIn(EMAIL.ADMIN, PASSWORD)).status).toBe(401);
    // Its roles are held aside, not gone; the organization and everybody else stay.
    expect(await row("SELECT id FROM organizations WHERE id = ?", ORG.CLUB)).not.toBeNull();
    expect(await count("SELECT count(*) AS n FROM roles WHERE user_id = ?", USER.ADMIN)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM held_roles WHERE user_id = ?", USER.ADMIN)).toBe(2);
    expect((await signIn(EMAIL.VOLUNTEER, PASSWORD)).status).toBe(200);

    // The daily cron leaves it alone within the grace period, and anonymises it after.
    expect(await removeDueAccounts(env, new Date(Date.parse(due) - 1000))).toBe(0);
    expect(await row("SELECT email FROM users WHERE id = ?", USER.ADMIN)).toEqual({ email: EMAIL.ADMIN });
    expect(await removeDueAccounts(env, new Date(Date.parse(due) + 1000))).toBe(1);
    await expectAnonymised(USER.ADMIN);
    expect(await removeDueAccounts(env, new Date(Date.parse(due) + DAY))).toBe(0);
    // The address is free again.
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM users WHERE email = ?", EMAIL.ADMIN))!.n).toBe(0);
  });

  it("DELETE /api/v1/current_user does the same", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const queue = mailQueueRecorder();
    expect((await remove("/api/v1/current_user", token, queue.env)).status).toBe(204);
    await expectAwaitingRemoval(USER.VOLUNTEER, EMAIL.VOLUNTEER, "nl", queue);
  });

  it("refuses another user's id (403) and anonymous requests (401)", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const error = await expectError(await remove(`/api/v1/users/${USER.ADMIN}`, token), 403);
    expect(error.detail).toBe("You are not allowed to manage users.");
    expect((await remove(`/api/v1/users/999999`, token)).status).toBe(403);
    expect((await remove(`/api/v1/users/${USER.VOLUNTEER}`)).status).toBe(401);
    expect(await row("SELECT email, deleted_at FROM users WHERE id = ?", USER.ADMIN)).toEqual({ email: EMAIL.ADMIN, deleted_at: null });
  });
});
