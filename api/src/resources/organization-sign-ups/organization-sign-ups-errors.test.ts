import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER, seedAccounts } from "../../../test/account-fixtures";
import { fetchWithVars, issueTestToken } from "../../../test/auth";
import { type Doc, JSON_API, apiFetch, expectDocument, expectError, postDocument } from "../../../test/request";
import { SIGN_UPS, admin, counts, postSignUp, signUpAttributes } from "../../../test/sign-up-requests";
import { SIGN_UP_ACCEPTED } from "../users/sign-up";

beforeEach(() => seedAccounts(env.DB));

const pointers = (document: Doc) => document.errors.map((e: Doc) => [e.source.pointer, e.code]);

describe("POST /api/v1/organization_sign_ups: refusals", () => {
  it("answers 422 with a pointer per field, nested ones too, and stores nothing", async () => {
    const before = await counts();
    expect(pointers(await expectDocument(await postSignUp({}), 422))).toEqual([
      ["/data/attributes/name", "blank"],
      ["/data/attributes/admin", "blank"],
    ]);
    const bad = {
      name: " ",
      organization_type: "VolunteerCenter",
      profile: { website: "not a url" },
      admin: {
        email: "nope",
        password: "short",
        password_confirmation: "short",
        first_name: "",
        last_name: "N",
      },
      status: "approved",
    };
    expect(pointers(await expectDocument(await postSignUp(bad), 422))).toEqual(
      expect.arrayContaining([
        ["/data/attributes/name", "blank"],
        ["/data/attributes/organization_type", "inclusion"],
        ["/data/attributes/profile/website", "invalid"],
        ["/data/attributes/admin/email", "invalid"],
        ["/data/attributes/admin/password", "too_short"],
        ["/data/attributes/admin/first_name", "blank"],
        // A sign-up cannot approve itself.
        ["/data/attributes/status", "unknown_attribute"],
      ]),
    );
    const mismatch = {
      ...signUpAttributes,
      admin: { ...admin, password_confirmation: "Something-else-1" },
    };
    expect(pointers(await expectDocument(await postSignUp(mismatch), 422))).toEqual([["/data/attributes/admin/password_confirmation", "confirmation"]]);
    expect(await counts()).toEqual(before);
  });

  it("answers a taken address (case-insensitively) like a new one, as POST /users does, creating nothing but a mail to the owner", async () => {
    const before = await counts();
    const taken = {
      ...signUpAttributes,
      admin: { ...admin, email: EMAIL.VOLUNTEER.toUpperCase() },
    };
    expect(await expectDocument(await postSignUp(taken), 202)).toEqual(SIGN_UP_ACCEPTED);
    // The owner is told instead (the web shows the same success page as for a new address).
    expect(await counts()).toEqual({ ...before, m: before.m + 1 });
    const mail = await env.DB.prepare("SELECT kind, to_address, text_body FROM outbox_messages ORDER BY id DESC LIMIT 1").first<{
      kind: string;
      to_address: string;
      text_body: string;
    }>();
    expect(mail).toMatchObject({
      kind: "account_exists",
      to_address: EMAIL.VOLUNTEER,
    });
    expect(mail!.text_body).toContain("/auth/recover");
  });

  it("lets one of two racing sign-ups with one address win; the other leaves nothing behind", async () => {
    const before = await counts();
    const responses = await Promise.all([postSignUp(), postSignUp()]);
    expect(responses.map((r) => r.status)).toEqual([202, 202]);
    const after = await counts();
    expect(after.o - before.o).toBe(1);
    expect(after.u - before.u).toBe(1);
    expect(after.r - before.r).toBe(1);
  });

  it("refuses a signed-in caller (403) and creates nothing", async () => {
    const before = await counts();
    const credentials = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const error = await expectError(await postSignUp(signUpAttributes, { headers: credentials }), 403);
    expect(error.code).toBe("forbidden");
    expect(await counts()).toEqual(before);
  });

  it("refuses a confirm_success_url outside REDIRECT_HOSTS", async () => {
    const error = await expectError(
      await postSignUp({
        ...signUpAttributes,
        confirm_success_url: "https://evil.example.com/confirm",
      }),
      422,
    );
    expect(error).toMatchObject({
      code: "redirect_not_allowed",
      source: { pointer: "/data/attributes/confirm_success_url" },
    });
  });

  it("answers 409 for another type, 400 for unknown parameters, 405 for GET", async () => {
    expect((await postSignUp(signUpAttributes, {}, "organizations")).status).toBe(409);
    const withQuery = await postDocument(`${SIGN_UPS}?include=admin`, "organization_sign_ups", signUpAttributes);
    expect(withQuery.status).toBe(400);
    expect((await apiFetch(SIGN_UPS)).status).toBe(405);
  });

  it("shares POST /users' rate limit per address: 429 with Retry-After past it", async () => {
    const LIMITS = {
      RATE_LIMIT_ACCOUNT: "2",
      RATE_LIMIT_ADDRESS: "50",
      RATE_LIMIT_WINDOW_SECONDS: "900",
    };
    const post = (path: string, type: string, attributes: object) =>
      fetchWithVars(LIMITS, path, {
        method: "POST",
        headers: {
          "Content-Type": JSON_API,
          "CF-Connecting-IP": "198.51.100.9",
        },
        body: JSON.stringify({ data: { type, attributes } }),
      });
    const taken = {
      ...signUpAttributes,
      admin: { ...admin, email: EMAIL.VOLUNTEER },
    };
    expect(
      (
        await post("/api/v1/users", "users", {
          ...admin,
          email: EMAIL.VOLUNTEER,
        })
      ).status,
    ).toBe(202);
    expect((await post(SIGN_UPS, "organization_sign_ups", taken)).status).toBe(202);
    const limited = await post(SIGN_UPS, "organization_sign_ups", taken);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(SIGN_UPS, "organization_sign_ups", signUpAttributes)).status).toBe(202);
  });
});
