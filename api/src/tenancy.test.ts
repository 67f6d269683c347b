import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { TENANT_A, TENANT_B, seedFixtures } from "../test/fixtures";
import { apiFetch, expectDocument, expectError } from "../test/request";

const INDEX = "/api/v1/volunteer_centers";

beforeEach(() => seedFixtures(env.DB));

describe("X-Tenant", () => {
  it.each([
    ["missing", null, "Missing tenant"],
    ["empty", "", "Missing tenant"],
  ])("answers 400 when %s", async (_case, tenant, title) => {
    const error = await expectError(await apiFetch(INDEX, { tenant }), 400);
    expect(error).toMatchObject({ title, source: { header: "X-Tenant" } });
  });

  it.each(["Tenant-A", "-a", "a_b", "a b", "a".repeat(41), "tenant-a;drop", "../tenant-a"])("answers 400 for the malformed %j", async (tenant) => {
    const error = await expectError(await apiFetch(INDEX, { tenant }), 400);
    expect(error).toMatchObject({
      title: "Invalid tenant",
      source: { header: "X-Tenant" },
    });
  });

  it("answers 404 for a well-formed tenant that does not exist", async () => {
    const error = await expectError(await apiFetch(INDEX, { tenant: "nobody" }), 404);
    expect(error).toMatchObject({
      title: "Unknown tenant",
      source: { header: "X-Tenant" },
    });
    expect(error.detail).toContain("nobody");
  });

  it("finds a tenant created after a request for it was refused (an unknown tenant is never kept)", async () => {
    await expectError(await apiFetch(INDEX, { tenant: "latecomer" }), 404);
    await env.DB.prepare("INSERT INTO tenants (id, name) VALUES ('latecomer', 'Latecomer')").run();
    try {
      await expectDocument(await apiFetch(INDEX, { tenant: "latecomer" }), 200);
    } finally {
      await env.DB.prepare("DELETE FROM tenants WHERE id = 'latecomer'").run();
    }
  });

  it("scopes even unknown paths under /api/v1 (400 before 404)", async () => {
    await expectError(await apiFetch("/api/v1/nothing", { tenant: null }), 400);
    await expectError(await apiFetch("/api/v1/nothing", { tenant: TENANT_B }), 404);
  });
});

describe("App-Context", () => {
  it.each(["main", "meedoen", ""])("accepts %j", async (context) => {
    await expectDocument(await apiFetch(INDEX, { headers: { "App-Context": context } }), 200);
  });

  it.each(["Main", "other", "main,meedoen"])("answers 400 for %j", async (context) => {
    const error = await expectError(await apiFetch(INDEX, { headers: { "App-Context": context } }), 400);
    expect(error).toMatchObject({
      title: "Invalid app context",
      source: { header: "App-Context" },
    });
  });

  it("is checked before the tenant is looked up, for a tenant that exists", async () => {
    await expectError(
      await apiFetch(INDEX, {
        tenant: TENANT_A,
        headers: { "App-Context": "x" },
      }),
      400,
    );
  });
});
