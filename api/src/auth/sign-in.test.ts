import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, B_PASSWORD, TENANT_B, USER, seedAccounts } from "../../test/account-fixtures";
import { credentialsOf, fetchWithVars, row, signIn } from "../../test/auth";
import { CENTER } from "../../test/fixtures";
import { apiFetch, postDocument } from "../../test/request";

beforeEach(() => seedAccounts(env.DB));

async function expectAuthError(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(credentialsOf(response)).toBeNull();
  const body = JSON.parse(text);
  expect(body.success).toBe(false);
  expect(body.errors).toHaveLength(1);
  return body.errors[0];
}

describe("POST /auth/sign_in", () => {
  it("answers the user and devise_token_auth's headers, and stores only a digest", async () => {
    const response = await signIn(EMAIL.VOLUNTEER, PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get("token-type")).toBe("Bearer");
    expect(response.headers.get("uid")).toBe(EMAIL.VOLUNTEER);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const token = response.headers.get("access-token")!;
    const client = response.headers.get("client")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const expiry = Number(response.headers.get("expiry"));
    const twoWeeks = Date.now() / 1000 + 14 * 86400;
    expect(Math.abs(expiry - twoWeeks)).toBeLessThan(60);
    const body = await response.json<{ data: Record<string, unknown> }>();
    expect(body.data).toMatchObject({
      id: USER.VOLUNTEER,
      provider: "email",
      uid: EMAIL.VOLUNTEER,
      email: EMAIL.VOLUNTEER,
      first_name: "Vera",
      locale: "nl",
      status: "active",
    });
    expect(JSON.stringify(body)).not.toContain("digest");
    const stored = await row<{ token_digest: string }>("SELECT token_digest FROM auth_tokens WHERE client = ?", client);
    expect(stored!.token_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_digest).not.toContain(token);
  });

  it("takes a JSON:API document as well, and ignores the e-mail's case and spaces", async () => {
    const response = await postDocument("/auth/sign_in", "sessions", { email: "  Vera@Example.ORG ", password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get("uid")).toBe(EMAIL.VOLUNTEER);
  });

  it("answers a wrong password and an unknown e-mail byte-identically", async () => {
    const wrong = await signIn(EMAIL.VOLUNTEER, "Not-the-password");
    const unknown = await signIn("nobody@example.org", "Not-the-password");
    const wrongBody = await wrong.text();
    expect(await unknown.text()).toBe(wrongBody);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(credentialsOf(wrong)).toBeNull();
    expect(JSON.parse(wrongBody)).toEqual({
      success: false,
      errors: [
        {
          status: "401",
          title: "Invalid credentials",
          detail: "Invalid login credentials. Please try again.",
          code: "invalid_credentials",
        },
      ],
    });
  });

  it("tells an unconfirmed user to confirm, only after the right password", async () => {
    const error = await expectAuthError(await signIn(EMAIL.UNCONFIRMED, PASSWORD), 401);
    expect(error).toMatchObject({
      title: "Unconfirmed account",
      code: "unconfirmed",
    });
    expect(error.detail).toContain(EMAIL.UNCONFIRMED);
    const wrong = await expectAuthError(await signIn(EMAIL.UNCONFIRMED, "Wrong-password"), 401);
    expect(wrong.code).toBe("invalid_credentials");
  });

  it("refuses an inactive user with its own message, unless ALLOW_INACTIVE_USERS", async () => {
    const error = await expectAuthError(await signIn(EMAIL.INACTIVE, PASSWORD), 403);
    expect(error).toMatchObject({
      title: "Inactive account",
      code: "inactive",
    });
    const wrong = await expectAuthError(await signIn(EMAIL.INACTIVE, "Wrong-password"), 401);
    expect(wrong.code).toBe("invalid_credentials");
    const allowed = await fetchWithVars({ ALLOW_INACTIVE_USERS: "true" }, "/auth/sign_in", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL.INACTIVE, password: PASSWORD }),
    });
    expect(allowed.status).toBe(200);
    expect(credentialsOf(allowed)).not.toBeNull();
  });

  it("says 'wrong center' to a user of another centre of the tenant, after the right password", async () => {
    const error = await expectAuthError(
      await signIn(EMAIL.OTHER_CENTER, PASSWORD, {
        headers: { "Volunteer-Center-Id": String(CENTER.A1) },
      }),
      403,
    );
    expect(error.detail).toContain("wrong center");
    expect(error.code).toBe("wrong_center");
    const wrong = await expectAuthError(
      await signIn(EMAIL.OTHER_CENTER, "Wrong-password", {
        headers: { "Volunteer-Center-Id": String(CENTER.A1) },
      }),
      401,
    );
    expect(wrong.detail).not.toContain("wrong center");
    // At its own centre, and for the tenant's default centre when no header is sent:
    const own = await signIn(EMAIL.OTHER_CENTER, PASSWORD, {
      headers: { "Volunteer-Center-Id": String(CENTER.A2) },
    });
    expect(own.status).toBe(200);
    const byDefault = await expectAuthError(await signIn(EMAIL.OTHER_CENTER, PASSWORD), 403);
    expect(byDefault.code).toBe("wrong_center");
  });

  it("lets a user without a centre (the super admin) sign in at any centre", async () => {
    const response = await signIn(EMAIL.SUPER_ADMIN, PASSWORD, {
      headers: { "Volunteer-Center-Id": String(CENTER.A2) },
    });
    expect(response.status).toBe(200);
  });

  it("answers 404 for a centre of another tenant, before looking at the account", async () => {
    const response = await signIn("nobody@example.org", "x", {
      headers: { "Volunteer-Center-Id": String(CENTER.B1) },
    });
    const error = await expectAuthError(response, 404);
    expect(error.source).toEqual({ header: "Volunteer-Center-Id" });
  });

  it("keeps tenants apart: the same address is another account with another password", async () => {
    const aPasswordAtB = await expectAuthError(await signIn(EMAIL.VOLUNTEER, PASSWORD, { tenant: TENANT_B }), 401);
    expect(aPasswordAtB.code).toBe("invalid_credentials");
    const atB = await signIn(EMAIL.VOLUNTEER, B_PASSWORD, { tenant: TENANT_B });
    expect(atB.status).toBe(200);
    expect((await atB.json<{ data: { id: number } }>()).data.id).toBe(USER.B_VOLUNTEER);
  });

  it("needs X-Tenant, and answers in the auth envelope", async () => {
    const error = await expectAuthError(await signIn(EMAIL.VOLUNTEER, PASSWORD, { tenant: null }), 400);
    expect(error).toMatchObject({
      title: "Missing tenant",
      source: { header: "X-Tenant" },
    });
  });

  it("answers 422 with a pointer in the shape sent for missing fields", async () => {
    const plain = await apiFetch("/auth/sign_in", {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ email: EMAIL.VOLUNTEER }),
    });
    const error = await expectAuthError(plain, 422);
    expect(error).toMatchObject({
      detail: "Password can't be blank.",
      source: { pointer: "/password" },
    });
    const document = await postDocument("/auth/sign_in", "sessions", { password: "x" });
    expect((await expectAuthError(document, 422)).source).toEqual({
      pointer: "/data/attributes/email",
    });
  });

  it("refuses form bodies with 415 and other methods with 405", async () => {
    const form = await apiFetch("/auth/sign_in", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `email=${EMAIL.VOLUNTEER}&password=${PASSWORD}`,
    });
    expect((await expectAuthError(form, 415)).source).toEqual({
      header: "Content-Type",
    });
    const get = await apiFetch("/auth/sign_in");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("the /auth envelope", () => {
  it("answers JSON whatever Accept asks for (devise_token_auth clients send application/json)", async () => {
    const response = await signIn(EMAIL.VOLUNTEER, PASSWORD, {
      headers: { Accept: "application/json" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("answers unknown /auth paths with a 404 in the envelope", async () => {
    const error = await expectAuthError(await apiFetch("/auth/nowhere"), 404);
    expect(error.title).toBe("Not found");
  });
});
