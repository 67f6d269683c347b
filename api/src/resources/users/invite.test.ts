import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL } from "../../../test/account-fixtures";
import { row, signIn } from "../../../test/auth";
import { CENTER } from "../../../test/fixtures";
import { lastMailTo, mailedLink } from "../../../test/mail-fixtures";
import { type ActorName, as, seedOrganizations } from "../../../test/organization-fixtures";
import { JSON_API, apiFetch, expectDocument, expectError, postDocument } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const NEW_PASSWORD = "Invited-pass-77";
const INVITEE = "ivo@example.org";

async function invite(actor: ActorName, attributes: Record<string, unknown>, headers: Record<string, string> = {}) {
  const options = await as(actor);
  return apiFetch("/api/v1/users", {
    ...options,
    method: "POST",
    headers: { ...options.headers, "Content-Type": JSON_API, ...headers },
    body: JSON.stringify({ data: { type: "users", attributes } }),
  });
}

const base = {
  email: " Ivo@Example.org ",
  first_name: "Ivo",
  last_name: "Inkt",
};

/** PUT /auth/password with the invitation's token: NEW_PASSWORD, as the mailed link's page sends it. */
const setPassword = (token: string) =>
  apiFetch("/auth/password", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token }),
  });

describe("POST /api/v1/users with credentials (invitation)", () => {
  it("lets staff invite someone into their centre; the mailed link sets the password and activates", async () => {
    const document = await expectDocument(await invite("staff", { ...base, locale: "en" }), 201);
    expect(document.data.attributes).toMatchObject({
      email: INVITEE,
      status: "invited",
      locale: "en",
      confirmed_at: null,
    });
    const user = await row<{
      volunteer_center_id: number;
      password_digest: string | null;
    }>("SELECT volunteer_center_id, password_digest FROM users WHERE email = ?", INVITEE);
    expect(user).toEqual({
      volunteer_center_id: CENTER.A1,
      password_digest: null,
    });
    const { mail, link, token } = await mailedLink(INVITEE, "reset_password_token");
    expect(mail).toMatchObject({ kind: "invitation", locale: "en" });
    expect(mail.subject).toMatch(/^You have been invited to /);
    expect(link).toMatch(/^http:\/\/localhost:8787\/auth\/token\?reset_password_token=/);
    expect((await signIn(INVITEE, NEW_PASSWORD)).status).toBe(401);
    const response = await setPassword(token);
    expect(response.status).toBe(200);
    expect((await signIn(INVITEE, NEW_PASSWORD)).status).toBe(200);
    expect(await row("SELECT status FROM users WHERE email = ?", INVITEE)).toEqual({ status: "active" });
  });

  it("keeps the invitation link valid for 7 days, not the 6 hours of a reset", async () => {
    await expectDocument(await invite("staff", base), 201);
    const { token } = await mailedLink(INVITEE, "reset_password_token");
    const sentAgo = (ms: number) =>
      env.DB.prepare("UPDATE users SET reset_password_sent_at = ? WHERE email = ?")
        .bind(new Date(Date.now() - ms).toISOString(), INVITEE)
        .run();
    await sentAgo(8 * 24 * 3600_000);
    expect((await setPassword(token)).status).toBe(422);
    await sentAgo(6 * 24 * 3600_000);
    expect((await setPassword(token)).status).toBe(200);
  });

  it("mails Dutch by default and takes an allowed redirect_url's path onto the configured site", async () => {
    await expectDocument(
      await invite(
        "superAdmin",
        {
          ...base,
          redirect_url: "http://demo.localhost:8787/auth/token-x",
        },
        { "Volunteer-Center-Id": String(CENTER.A2) },
      ),
      201,
    );
    const mail = await lastMailTo(INVITEE);
    expect(mail!.subject).toMatch(/^Je bent uitgenodigd voor /);
    expect(mail!.text_body).toContain("http://localhost:8787/auth/token-x?reset_password_token=");
    expect(await row("SELECT volunteer_center_id FROM users WHERE email = ?", INVITEE)).toEqual({ volunteer_center_id: CENTER.A2 });
  });

  it("keeps staff in their own centre whatever centre the request names", async () => {
    await expectDocument(await invite("staff", base, { "Volunteer-Center-Id": String(CENTER.A2) }), 201);
    expect(await row("SELECT volunteer_center_id FROM users WHERE email = ?", INVITEE)).toEqual({ volunteer_center_id: CENTER.A1 });
  });

  it.each<[ActorName, number]>([
    ["volunteer", 403],
    ["orgAdmin", 403],
    ["otherOrgAdmin", 403],
    ["otherTenant", 403],
  ])("refuses %s (%i) and creates nobody", async (actor, status) => {
    await expectError(await invite(actor, base), status);
    expect(await row("SELECT id FROM users WHERE email = ?", INVITEE)).toBeNull();
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ ...base, redirect_url: "https://evil.example.com/x" }, "redirect_url", "redirect_not_allowed"],
    [{ ...base, confirm_success_url: "https://evil.example.com/x" }, "confirm_success_url", "redirect_not_allowed"],
    [{ ...base, email: EMAIL.VOLUNTEER }, "email", "taken"],
    [{ ...base, first_name: "" }, "first_name", "blank"],
    [{ ...base, password: "Whatever-1234" }, "password", "unknown_attribute"],
  ])("answers 422 for %o", async (attrs, field, code) => {
    const error = await expectError(await invite("staff", attrs), 422);
    expect(error).toMatchObject({
      code,
      source: { pointer: `/data/attributes/${field}` },
    });
  });

  it("keeps anonymous POST a sign-up", async () => {
    const response = await postDocument("/api/v1/users", "user", { ...base, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { settle: true });
    await expectDocument(response, 202);
    expect((await lastMailTo(INVITEE))!.kind).toBe("confirmation");
  });
});
