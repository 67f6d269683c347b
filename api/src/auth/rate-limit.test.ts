import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, seedAccounts } from "../../test/account-fixtures";
import { fetchWithVars, row } from "../../test/auth";

beforeEach(() => seedAccounts(env.DB));

// Small limits through vars, so hitting them costs a few PBKDF2 runs, not dozens.
const LIMITS = {
  RATE_LIMIT_ACCOUNT: "3",
  RATE_LIMIT_ADDRESS: "5",
  RATE_LIMIT_WINDOW_SECONDS: "900",
};

const post = (path: string, body: object, address = "198.51.100.7") =>
  fetchWithVars(LIMITS, path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": address,
    },
    body: JSON.stringify(body),
  });
const signIn = (email: string, password: string, address?: string) =>
  post("/auth/sign_in", { email, password }, address);

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  const body = await response.json<{
    errors: { title: string; detail: string }[];
  }>();
  expect(body.errors[0].title).toBe("Too many requests");
  expect(body.errors[0].detail).toMatch(
    /^Too many attempts\. Please wait \d+ minutes? before trying again\.$/,
  );
}

describe("sign-in rate limit", () => {
  it("answers 429 with Retry-After past the per-account limit, even with the right password", async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await signIn(EMAIL.VOLUNTEER, "Wrong-password", `203.0.113.${i}`))
          .status,
      ).toBe(401);
    await expectLimited(await signIn(EMAIL.VOLUNTEER, PASSWORD, "203.0.113.9"));
    // Another account is not affected.
    expect((await signIn(EMAIL.ADMIN, PASSWORD, "203.0.113.9")).status).toBe(
      200,
    );
  });

  it("limits unknown e-mail addresses the same way (the 429 reveals nothing)", async () => {
    for (let i = 0; i < 3; i++)
      await signIn("ghost@example.org", "x", `203.0.113.${i}`);
    await expectLimited(await signIn("ghost@example.org", "x", "203.0.113.9"));
  });

  it("limits per client address across accounts; a successful sign-in does not reset it", async () => {
    expect((await signIn(EMAIL.VOLUNTEER, PASSWORD)).status).toBe(200);
    expect((await signIn(EMAIL.ADMIN, PASSWORD)).status).toBe(200);
    for (const email of ["a@example.org", "b@example.org", "c@example.org"])
      expect((await signIn(email, "x")).status).toBe(401);
    await expectLimited(await signIn(EMAIL.STAFF, PASSWORD));
    // Another address still may.
    expect((await signIn(EMAIL.STAFF, PASSWORD, "198.51.100.8")).status).toBe(
      200,
    );
  });

  it("stores neither e-mail nor address, only hashed buckets", async () => {
    await signIn(EMAIL.VOLUNTEER, PASSWORD);
    const stored = await row<{ bucket: string }>(
      "SELECT group_concat(bucket) AS bucket FROM rate_limit_counters",
    );
    expect(stored!.bucket).not.toContain("@");
    expect(stored!.bucket).not.toContain("198.51");
  });
});

describe("password reset rate limit", () => {
  it("answers 429 past the per-account limit", async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (
          await post(
            "/auth/password",
            { email: EMAIL.VOLUNTEER },
            `203.0.113.${i}`,
          )
        ).status,
      ).toBe(200);
    await expectLimited(
      await post("/auth/password", { email: EMAIL.VOLUNTEER }, "203.0.113.9"),
    );
  });
});
