import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER, seedAccounts } from "../../../test/account-fixtures";
import { issueTestToken, row } from "../../../test/auth";
import { CENTER } from "../../../test/fixtures";
import { mailedLink } from "../../../test/mail-fixtures";
import { JSON_API, apiFetch, expectDocument, expectError } from "../../../test/request";

// Staff are told of each new volunteer at their centre once the address is confirmed (a mail and
// the bell), unless they switched it off (docs/users.md "Told of sign-ups", issue 49).
beforeEach(() => seedAccounts(env.DB));

const PASSWORD = "My-new-account-1";
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiFetch(path, { settle: true, method: "POST", headers: { "Content-Type": JSON_API, ...headers }, body: JSON.stringify(body) });

/** A volunteer signs up at centre A1 and follows the mailed link. */
async function signUpAndConfirm(email: string) {
  const attributes = { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Nina", last_name: "Nieuw", locale: "nl" };
  await expectDocument(
    await post(
      "/api/v1/users",
      { data: { type: "users", attributes: { ...attributes, confirm_success_url: "http://demo.localhost:8787/confirm" } } },
      {
        "Volunteer-Center-Id": String(CENTER.A1),
      },
    ),
    202,
  );
  const { token } = await mailedLink(email, "confirmation_token");
  await expectDocument(await post("/api/v1/confirm", { data: { type: "users", attributes: { confirmation_token: token } } }), 200);
  return (await row<{ id: number }>("SELECT id FROM users WHERE email = ?", email))!.id;
}

const staffMails = () =>
  env.DB.prepare("SELECT kind, subject, text_body FROM outbox_messages WHERE user_id = ? AND kind = 'user_signed_up'")
    .bind(USER.STAFF)
    .all<{ subject: string; text_body: string }>();
const staffNotifications = () =>
  env.DB.prepare("SELECT kind, subject_type, subject_id, path, params FROM notifications WHERE user_id = ? AND kind = 'user_signed_up'").bind(USER.STAFF).all();

const preference = async (userId: number, email: string, method: "GET" | "PATCH", on?: boolean) =>
  apiFetch("/api/v1/sign_up_notice_preference", {
    method,
    headers: { ...(await issueTestToken(userId, email)), ...(on !== undefined && { "Content-Type": JSON_API }) },
    body:
      on === undefined ? undefined : JSON.stringify({ data: { type: "sign_up_notice_preferences", id: String(userId), attributes: { sign_up_notice: on } } }),
  });

describe("staff told of a new volunteer", () => {
  it("mails the centre's staff and rings their bell once the new account is confirmed, not before", async () => {
    await post(
      "/api/v1/users",
      {
        data: {
          type: "users",
          attributes: { email: "late@example.org", password: PASSWORD, password_confirmation: PASSWORD, first_name: "Laat", last_name: "Later", locale: "nl" },
        },
      },
      { "Volunteer-Center-Id": String(CENTER.A1) },
    );
    expect((await staffMails()).results).toEqual([]);
    const id = await signUpAndConfirm("nina@example.org");
    const mails = (await staffMails()).results;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Nieuwe vrijwilliger: Nina Nieuw");
    expect(mails[0]!.text_body).toContain(`/users/${id}`);
    expect((await staffNotifications()).results).toEqual([
      { kind: "user_signed_up", subject_type: "User", subject_id: id, path: `/users/${id}`, params: JSON.stringify({ volunteer: "Nina Nieuw" }) },
    ]);
  });

  it("tells no one who switched it off, and says so when asked", async () => {
    expect((await expectDocument(await preference(USER.STAFF, EMAIL.STAFF, "GET"), 200)).data.attributes).toEqual({ sign_up_notice: true });
    const off = await expectDocument(await preference(USER.STAFF, EMAIL.STAFF, "PATCH", false), 200);
    expect(off.data).toEqual({ type: "sign_up_notice_preferences", id: String(USER.STAFF), attributes: { sign_up_notice: false } });
    expect((await expectDocument(await preference(USER.STAFF, EMAIL.STAFF, "GET"), 200)).data.attributes).toEqual({ sign_up_notice: false });
    await signUpAndConfirm("nina@example.org");
    expect((await staffMails()).results).toEqual([]);
    expect((await staffNotifications()).results).toEqual([]);
  });

  it("is a staff member's setting: others get 403, a bad value 422", async () => {
    await expectError(await preference(USER.VOLUNTEER, EMAIL.VOLUNTEER, "GET"), 403);
    await expectError(await preference(USER.ADMIN, EMAIL.ADMIN, "PATCH", false), 403);
    const bad = await apiFetch("/api/v1/sign_up_notice_preference", {
      method: "PATCH",
      headers: { ...(await issueTestToken(USER.STAFF, EMAIL.STAFF)), "Content-Type": JSON_API },
      body: JSON.stringify({ data: { type: "sign_up_notice_preferences", id: String(USER.STAFF), attributes: { sign_up_notice: "yes" } } }),
    });
    expect((await expectError(bad, 422)).source).toEqual({ pointer: "/data/attributes/sign_up_notice" });
  });
});
