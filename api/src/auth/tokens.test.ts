import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, TENANT_B, USER, seedAccounts } from "../../test/account-fixtures";
import { type Credentials, credentialsOf, issueTestToken, row, signIn } from "../../test/auth";
import { apiFetch } from "../../test/request";
import { TOKEN_SUPERSEDED_HEADER } from "@contract/sessions";

beforeEach(() => seedAccounts(env.DB));

const validate = (credentials: Credentials, tenant?: string) => apiFetch("/auth/validate_token", { headers: { ...credentials }, tenant });
const currentUser = (credentials: Credentials) => apiFetch("/api/v1/current_user", { headers: { ...credentials } });
const signOut = (credentials: Credentials) => apiFetch("/auth/sign_out", { method: "DELETE", headers: { ...credentials } });
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe("GET /auth/validate_token", () => {
  it("answers the user and rotates a token last rotated outside the batch window", async () => {
    const old = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER, {
      updatedAt: ago(10_000),
    });
    const response = await validate(old);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      data: { id: USER.VOLUNTEER, uid: EMAIL.VOLUNTEER },
    });
    const rotated = credentialsOf(response)!;
    expect(rotated.client).toBe(old.client);
    expect(rotated.uid).toBe(EMAIL.VOLUNTEER);
    expect(rotated["access-token"]).not.toBe(old["access-token"]);
    expect(response.headers.get("token-type")).toBe("Bearer");
    expect(Number(response.headers.get("expiry"))).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);
    expect((await validate(rotated)).status).toBe(200);
  });

  it("accepts the previous token within the batch window and issues no new token then", async () => {
    const old = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER, {
      updatedAt: ago(10_000),
    });
    const first = await validate(old);
    const rotated = credentialsOf(first)!;
    // A parallel request that left with the old token, inside the 5-second window:
    const parallel = await validate(old);
    expect(parallel.status).toBe(200);
    expect(credentialsOf(parallel)).toBeNull();
    expect(parallel.headers.get("access-token")).toBeNull();
    expect(parallel.headers.get("expiry")).toBeNull();
    // The new token inside the window also works without a new one being issued:
    const batch = await validate(rotated);
    expect(batch.status).toBe(200);
    expect(credentialsOf(batch)).toBeNull();
  });

  it("refuses the previous token once the batch window has passed", async () => {
    const old = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER, {
      updatedAt: ago(10_000),
    });
    const rotated = credentialsOf(await validate(old))!;
    await env.DB.prepare("UPDATE auth_tokens SET updated_at = ? WHERE client = ?").bind(ago(6_000), old.client).run();
    const response = await validate(old);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      errors: [
        {
          status: "401",
          title: "Invalid credentials",
          detail: "Invalid login credentials",
          code: "invalid_credentials",
        },
      ],
    });
    expect((await validate(rotated)).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const expired = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER, {
      expiresAt: ago(1_000),
    });
    expect((await validate(expired)).status).toBe(401);
    expect((await currentUser(expired)).status).toBe(401);
  });

  it("refuses a token with another uid, another client or a wrong value", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    expect((await validate({ ...token, uid: EMAIL.ADMIN })).status).toBe(401);
    expect((await validate({ ...token, client: "nope" })).status).toBe(401);
    expect((await validate({ ...token, "access-token": "nope" })).status).toBe(401);
    expect((await apiFetch("/auth/validate_token")).status).toBe(401);
  });

  it("never lets a token of tenant A authenticate with X-Tenant B", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    expect((await validate(token, TENANT_B)).status).toBe(401);
    const atB = await apiFetch("/api/v1/current_user", {
      tenant: TENANT_B,
      headers: { ...token },
    });
    expect(atB.status).toBe(401);
    expect((await validate(token)).status).toBe(200);
  });

  it("ends the sessions of a user made inactive", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    await env.DB.prepare("UPDATE users SET status = 'inactive' WHERE id = ?").bind(USER.VOLUNTEER).run();
    expect((await validate(token)).status).toBe(401);
  });
});

describe("clients per user", () => {
  it("keeps at most 10: the 11th sign-in drops the client that expires first", async () => {
    const clients: Credentials[] = [];
    for (let i = 0; i < 10; i++) {
      clients.push(
        await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER, {
          expiresAt: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
        }),
      );
    }
    const eleventh = await signIn(EMAIL.VOLUNTEER, PASSWORD);
    expect(eleventh.status).toBe(200);
    const count = await row<{ n: number }>("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?", USER.VOLUNTEER);
    expect(count!.n).toBe(10);
    expect((await validate(clients[0])).status).toBe(401);
    expect((await validate(clients[1])).status).toBe(200);
    expect((await validate(credentialsOf(eleventh)!)).status).toBe(200);
  });
});

describe("DELETE /auth/sign_out", () => {
  it("ends this client's token only; reusing it fails", async () => {
    const mine = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const other = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const response = await signOut(mine);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(credentialsOf(response)).toBeNull();
    expect((await validate(mine)).status).toBe(401);
    expect((await currentUser(mine)).status).toBe(401);
    expect((await signOut(mine)).status).toBe(404);
    expect((await validate(other)).status).toBe(200);
  });

  it("answers 404 without credentials", async () => {
    const response = await apiFetch("/auth/sign_out", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      errors: [{ detail: "User was not found or was not logged in." }],
    });
  });
});

describe("tokens on /api/v1", () => {
  it("rotates on an API request and sends the new credentials in the response headers", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const response = await currentUser(token);
    expect(response.status).toBe(200);
    const rotated = credentialsOf(response)!;
    expect(rotated["access-token"]).not.toBe(token["access-token"]);
    expect(response.headers.get("content-type")).toBe("application/vnd.api+json");
  });

  it("tells a request whose token a parallel request rotated that it was superseded, and gives it none", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER, { updatedAt: ago(10_000) });
    // Two requests of one visitor at once: one rotates, the other is let in on the old token.
    const answers = await Promise.all([currentUser(token), currentUser(token)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rotated = answers.filter((r) => credentialsOf(r) !== null);
    const superseded = answers.filter((r) => r.headers.get(TOKEN_SUPERSEDED_HEADER) === "true");
    expect([rotated.length, superseded.length]).toEqual([1, 1]);
    expect(rotated[0]).not.toBe(superseded[0]);
    // Later, within the batch window, the old token is still let in and still told so.
    const later = await currentUser(token);
    expect([later.status, later.headers.get(TOKEN_SUPERSEDED_HEADER), credentialsOf(later)]).toEqual([200, "true", null]);
    // The newest token is not superseded.
    expect((await currentUser(credentialsOf(rotated[0])!)).headers.get(TOKEN_SUPERSEDED_HEADER)).toBeNull();
  });

  it("ignores bad credentials on a public endpoint", async () => {
    const response = await apiFetch("/api/v1/volunteer_centers", {
      headers: { "access-token": "x", client: "y", uid: EMAIL.VOLUNTEER },
    });
    expect(response.status).toBe(200);
  });
});
