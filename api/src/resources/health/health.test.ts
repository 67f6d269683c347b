import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER, seedAccounts } from "../../../test/account-fixtures";
import { issueTestToken } from "../../../test/auth";
import { expectConsoleError } from "../../../test/console-guard";
import { fetchWithDb, unreachableD1 } from "../../../test/failing-bindings";
import { apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedAccounts(env.DB));

const PATH = "/api/v1/health";

describe(`GET ${PATH}`, () => {
  it("tells an anonymous caller only that it is up, and a volunteer no more", async () => {
    const anonymous = await apiFetch(PATH);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect((await expectDocument(anonymous, 200)).data).toEqual({ type: "health_checks", id: "api", attributes: { status: "ok" } });
    const volunteer = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const document = await expectDocument(await apiFetch(PATH, { headers: volunteer }), 200);
    expect(document.data.attributes).toEqual({ status: "ok" });
  });

  it("gives a super admin the release, environment, D1 latency and migration level", async () => {
    const superAdmin = await issueTestToken(USER.SUPER_ADMIN, EMAIL.SUPER_ADMIN);
    const { data } = await expectDocument(await apiFetch(PATH, { headers: superAdmin }), 200);
    const newest = env.TEST_MIGRATIONS.at(-1)!.name;
    expect(data.attributes).toMatchObject({
      status: "ok",
      release: "development",
      environment: "development",
      database: { reachable: true, migration_level: newest, migrations_applied: env.TEST_MIGRATIONS.length },
    });
    expect(data.attributes.database.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it("is a 503 with Retry-After when D1 cannot be reached", async () => {
    expectConsoleError();
    const response = await fetchWithDb(unreachableD1(), PATH);
    await expectError(response, 503);
    expect(response.headers.get("Retry-After")).toBe("30");
  });

  it("takes no query parameters", async () => {
    await expectError(await apiFetch(`${PATH}?include=x`), 400);
  });
});
