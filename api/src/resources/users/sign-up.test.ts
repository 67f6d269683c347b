import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, TENANT_B, USER, seedAccounts } from "../../../test/account-fixtures";
import { row, signIn } from "../../../test/auth";
import { CENTER } from "../../../test/fixtures";
import { mailedLink } from "../../../test/mail-fixtures";
import { type Doc, JSON_API, apiFetch, expectDocument } from "../../../test/request";
import { RESEND_MESSAGE } from "./resend";
import { SIGN_UP_ACCEPTED } from "./sign-up";
import { rowOf } from "../../../test/tenant-database";

beforeEach(() => seedAccounts(env.DB));

const PASSWORD = "My-new-account-1";
const attributes = {
  email: "nina@example.org",
  password: PASSWORD,
  password_confirmation: PASSWORD,
  first_name: "Nina",
  last_name: "Nieuw",
  locale: "en",
  confirm_success_url: "http://demo.localhost:8787/confirm",
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}, tenant?: string) =>
  apiFetch(path, {
    settle: true,
    method: "POST",
    tenant,
    headers: { "Content-Type": JSON_API, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const signUp = (attrs: object = attributes, headers?: Record<string, string>, type = "user") =>
  post("/api/v1/users", { data: { type, attributes: attrs } }, headers);
const confirm = (token: string) =>
  post("/api/v1/confirm", {
    data: { type: "users", attributes: { confirmation_token: token } },
  });

const mailedConfirmationToken = (to: string) => mailedLink(to, "confirmation_token");

const fieldErrors = (document: Doc) => document.errors.map((e: Doc) => [e.source.pointer, e.code]);

describe("POST /api/v1/users (sign-up)", () => {
  it("creates an unconfirmed user at the current centre and mails a confirmation link", async () => {
    const document = await expectDocument(await signUp(attributes, { "Volunteer-Center-Id": String(CENTER.A2) }), 202);
    expect(document).toEqual(SIGN_UP_ACCEPTED);
    const stored = await row<{
      id: number;
      volunteer_center_id: number;
      password_digest: string;
      tenant_id: string;
      first_name: string;
      locale: string;
      confirmed_at: string | null;
    }>("SELECT * FROM users WHERE email = ?", "nina@example.org");
    expect(stored).toMatchObject({
      volunteer_center_id: CENTER.A2,
      tenant_id: "tenant-a",
      first_name: "Nina",
      locale: "en",
      confirmed_at: null,
    });
    expect(stored!.password_digest).toMatch(/^pbkdf2-sha256\$100000\$/);
    const { mail, link, token } = await mailedConfirmationToken("nina@example.org");
    expect(mail).toMatchObject({
      kind: "confirmation",
      locale: "en",
      user_id: stored!.id,
    });
    expect(mail.text_body).toContain("Alpha Noord");
    expect(link.startsWith("http://localhost:8787/confirm?confirmation_token=")).toBe(true);
    expect(token.length).toBeGreaterThan(40);
  });

  it("uses the tenant's default centre without Volunteer-Center-Id, and reads type users too", async () => {
    await expectDocument(await signUp(attributes, {}, "users"), 202);
    const stored = await row<{ volunteer_center_id: number }>("SELECT * FROM users WHERE email = ?", "nina@example.org");
    expect(stored!.volunteer_center_id).toBe(CENTER.A1);
  });

  it("cannot sign in before confirming; confirming once makes it possible", async () => {
    await signUp();
    const before = await signIn("nina@example.org", PASSWORD);
    expect(before.status).toBe(401);
    expect((await before.json<Doc>()).errors[0].code).toBe("unconfirmed");
    const { token } = await mailedConfirmationToken("nina@example.org");
    const confirmed = await expectDocument(await confirm(token), 200);
    expect(confirmed.data.attributes.confirmed_at).toMatch(/^\d{4}-/);
    expect((await signIn("nina@example.org", PASSWORD)).status).toBe(200);
    const again = await expectDocument(await confirm(token), 422);
    expect(fieldErrors(again)).toEqual([["/data/attributes/confirmation_token", "invalid"]]);
  });

  it("answers 422 with a pointer per invalid attribute", async () => {
    const document = await expectDocument(
      await signUp({
        email: "not-an-address",
        password: "short",
        password_confirmation: "short",
        first_name: "",
        locale: "de",
        admin: true,
      }),
      422,
    );
    expect(document.errors.every((e: Doc) => e.status === "422" && e.title === "Invalid attribute")).toBe(true);
    expect(fieldErrors(document)).toEqual(
      expect.arrayContaining([
        ["/data/attributes/email", "invalid"],
        ["/data/attributes/password", "too_short"],
        ["/data/attributes/first_name", "blank"],
        ["/data/attributes/last_name", "blank"],
        ["/data/attributes/locale", "inclusion"],
        ["/data/attributes/admin", "unknown_attribute"],
      ]),
    );
  });

  it("refuses a too-long password and a mismatching confirmation", async () => {
    const long = "x".repeat(129);
    const tooLong = await expectDocument(
      await signUp({
        ...attributes,
        password: long,
        password_confirmation: long,
      }),
      422,
    );
    expect(tooLong.errors[0]).toMatchObject({
      detail: "Password is too long (maximum is 128 characters).",
      source: { pointer: "/data/attributes/password" },
    });
    const mismatch = await expectDocument(await signUp({ ...attributes, password_confirmation: "Other-pass-123" }), 422);
    expect(fieldErrors(mismatch)).toEqual([["/data/attributes/password_confirmation", "confirmation"]]);
  });

  it("answers a taken address (case-insensitively) exactly like a new one, within the tenant only", async () => {
    const users = async () => (await row<{ n: number }>("SELECT count(*) AS n FROM users"))!.n;
    const before = await users();
    const response = await signUp({ ...attributes, email: "Vera@Example.org" });
    // Status, headers that matter and body as for a new address: nothing tells them apart.
    expect(await expectDocument(response, 202)).toEqual(SIGN_UP_ACCEPTED);
    expect(response.headers.get("Location")).toBeNull();
    expect(await users()).toBe(before);
    // Its owner hears of it instead, with the way to a new password on the tenant's site.
    const told = await row<{ kind: string; text_body: string }>(
      "SELECT kind, text_body FROM outbox_messages WHERE to_address = 'vera@example.org' ORDER BY id DESC LIMIT 1",
    );
    expect(told!.kind).toBe("account_exists");
    expect(told!.text_body).toContain("http://localhost:8787/auth/recover");
    const elsewhere = await post(
      "/api/v1/users",
      {
        data: {
          type: "user",
          attributes: { ...attributes, email: "anton@example.org" },
        },
      },
      {},
      TENANT_B,
    );
    expect(elsewhere.status).toBe(202);
    expect(await rowOf(TENANT_B, "SELECT id FROM users WHERE email = 'anton@example.org' AND tenant_id = ?", TENANT_B)).not.toBeNull();
  });

  it("lets one of two racing sign-ups for one address win; both answer alike, the other mails the owner", async () => {
    const responses = await Promise.all([signUp(), signUp()]);
    expect(responses.map((r) => r.status)).toEqual([202, 202]);
    const mails = await env.DB.prepare("SELECT kind FROM outbox_messages WHERE to_address = 'nina@example.org' ORDER BY kind").all<{ kind: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["account_exists", "confirmation"]);
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM users WHERE email = 'nina@example.org'"))!.n).toBe(1);
  });

  it("refuses a confirm_success_url outside REDIRECT_HOSTS", async () => {
    const document = await expectDocument(
      await signUp({
        ...attributes,
        confirm_success_url: "https://evil.example/confirm",
      }),
      422,
    );
    expect(document.errors[0]).toMatchObject({
      code: "redirect_not_allowed",
      source: { pointer: "/data/attributes/confirm_success_url" },
    });
    expect(await row("SELECT id FROM users WHERE email = 'nina@example.org'")).toBeNull();
  });

  it("answers 409 for another resource type and 400 for a body that is no document", async () => {
    expect((await signUp(attributes, {}, "organizations")).status).toBe(409);
    expect((await post("/api/v1/users", { email: "x" })).status).toBe(400);
  });
});

describe("POST /api/v1/confirm", () => {
  it("refuses an unknown, another tenant's or an expired token", async () => {
    const unknown = await expectDocument(await confirm("made-up-token"), 422);
    expect(unknown.errors[0]).toMatchObject({
      detail: "Confirmation token is invalid or has expired.",
      source: { pointer: "/data/attributes/confirmation_token" },
    });
    await signUp();
    const { token } = await mailedConfirmationToken("nina@example.org");
    const atB = await post("/api/v1/confirm", { data: { type: "users", attributes: { confirmation_token: token } } }, {}, TENANT_B);
    expect(atB.status).toBe(422);
    await env.DB.prepare("UPDATE users SET confirmation_sent_at = ? WHERE email = 'nina@example.org'")
      .bind(new Date(Date.now() - 8 * 86_400_000).toISOString())
      .run();
    expect((await confirm(token)).status).toBe(422);
  });

  it("needs a token", async () => {
    const document = await expectDocument(
      await post("/api/v1/confirm", {
        data: { type: "users", attributes: {} },
      }),
      422,
    );
    expect(fieldErrors(document)).toEqual([["/data/attributes/confirmation_token", "blank"]]);
  });
});

describe("POST /api/v1/users/{id}/resend_confirmation_instructions", () => {
  const resend = (id: string | number, tenant?: string) => post(`/api/v1/users/${id}/resend_confirmation_instructions`, undefined, {}, tenant);

  it("answers the same for every id; only an unconfirmed account gets a new link", async () => {
    const answers = await Promise.all(
      [USER.UNCONFIRMED, USER.VOLUNTEER, 999_999, "abc", USER.B_VOLUNTEER].map(async (id) => {
        const response = await resend(id);
        return [response.status, await response.text()];
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0][0]).toBe(200);
    expect(JSON.parse(answers[0][1] as string)).toEqual({
      jsonapi: { version: "1.0" },
      meta: { message: RESEND_MESSAGE },
    });
    const mails = await env.DB.prepare("SELECT to_address, kind FROM outbox_messages").all();
    expect(mails.results).toEqual([{ to_address: EMAIL.UNCONFIRMED, kind: "confirmation" }]);
    const { token } = await mailedConfirmationToken(EMAIL.UNCONFIRMED);
    expect((await confirm(token)).status).toBe(200);
  });

  it("takes an optional confirm_success_url, validated; only its path reaches the mail", async () => {
    const url = "http://localhost:3000/bevestig";
    const response = await post(`/api/v1/users/${USER.UNCONFIRMED}/resend_confirmation_instructions`, {
      data: { type: "users", attributes: { confirm_success_url: url } },
    });
    expect(response.status).toBe(200);
    expect((await mailedConfirmationToken(EMAIL.UNCONFIRMED)).link.startsWith("http://localhost:8787/bevestig?confirmation_token=")).toBe(true);
    const bad = await post(`/api/v1/users/${USER.UNCONFIRMED}/resend_confirmation_instructions`, {
      data: {
        type: "users",
        attributes: { confirm_success_url: "https://evil.example/" },
      },
    });
    expect(bad.status).toBe(422);
  });
});
