import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER, seedAccounts } from "../../test/account-fixtures";
import { fetchWithVars, issueTestToken } from "../../test/auth";
import { expectConsoleError } from "../../test/console-guard";
import { fetchWithDb, unreachableD1 } from "../../test/failing-bindings";

// Error reporting against a real receiver of Sentry envelopes (scripts/sentry-receiver.mjs,
// started by api/vitest.config.ts): what leaves the worker, and that nothing personal does.

const envelopes = async () => (await (await fetch(env.TEST_SENTRY_ENVELOPES)).json()) as string[];
const events = async () =>
  (await envelopes()).flatMap((envelope) =>
    envelope
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((item) => "event_id" in item && ("exception" in item || "message" in item)),
  );

beforeEach(async () => {
  await seedAccounts(env.DB);
  await fetch(env.TEST_SENTRY_ENVELOPES, { method: "DELETE" });
});

const REPORTING = () => ({ SENTRY_DSN: env.TEST_SENTRY_DSN, RELEASE: "r-2026.11", ENVIRONMENT: "test" });

describe("error reporting", () => {
  it("files a D1 outage's 503 with tenant, route and release, and no credentials, address or cookie", async () => {
    expectConsoleError();
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const response = await fetchWithDb(unreachableD1(), "/api/v1/vacancies?filter[title_cont]=x", {
      headers: { ...token, Cookie: "inzet_session=cookie-value-123456789abcdefghij" },
      vars: REPORTING(),
    });
    expect(response.status).toBe(503);
    const [event, ...more] = await events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ release: "r-2026.11", environment: "test", tags: { tenant: "tenant-a", worker: "api", status: "503" } });
    expect((event.tags as Record<string, string>).route).toMatch(/^\/api\/v1\/vacancies/);
    const raw = (await envelopes()).join("\n");
    for (const secret of [EMAIL.VOLUNTEER, token["access-token"], token.client, "cookie-value-123456789abcdefghij", "title_cont"])
      expect(raw).not.toContain(secret);
  });

  it("sends nothing without a DSN", async () => {
    expectConsoleError();
    await fetchWithDb(unreachableD1(), "/api/v1/vacancies");
    expect(await envelopes()).toEqual([]);
  });

  it("files nothing for an answer below 500", async () => {
    await fetchWithVars(REPORTING(), "/api/v1/vacancies/999999");
    expect(await envelopes()).toEqual([]);
  });
});
