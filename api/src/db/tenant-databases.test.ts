import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import worker from "../index";
import { MAIL_CRON } from "../crons";
import { expectConsoleError } from "../../test/console-guard";
import { seedAccounts } from "../../test/account-fixtures";
import { CENTER, TENANT_A, TENANT_B } from "../../test/fixtures";
import { jobMessage } from "../../test/mail-fixtures";
import { JSON_API } from "../../test/request";
import { signUpAttributes } from "../../test/sign-up-requests";
import { dbOf, rowsOf } from "../../test/tenant-database";
import type { ApiEnv } from "../env";
import { everyDatabaseName } from "./tenant-databases";

// The whole api suite runs with tenant B in a database of its own: api/vitest.config.ts maps it to
// DB_OWN (api/wrangler.toml's second binding) and test/tenant-database.ts seeds its rows there.
// This file proves that configuration holds: tenant B's rows, seeded or written by the api, are in
// DB_OWN and none in the shared DB; tenant A's the other way round; the crons and the queue
// consumer find both.

beforeEach(() => seedAccounts(env.DB));

// The other files of this workerd share the databases and the api isolate's kept tenants: tenant B
// is read anew after this file, so none after it finds it kept as this file left it.
afterAll(async () => {
  await seedAccounts(env.DB);
  const fresh = { ...env, TENANT_CACHE_SECONDS: "0" } as unknown as ApiEnv;
  expect((await call("/api/v1/volunteer_centers", TENANT_B, {}, fresh)).status).toBe(200);
});

async function call(path: string, tenant: string, init: RequestInit = {}, bindings = env as unknown as ApiEnv) {
  const ctx = createExecutionContext();
  const headers = { Accept: JSON_API, "X-Tenant": tenant, ...(init.headers as Record<string, string>) };
  const response = await worker.fetch(new Request(`https://api.test${path}`, { ...init, headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const count = async (db: D1Database, sql: string, ...values: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

describe("a tenant in a database of its own (TENANT_DATABASES, as the whole suite runs)", () => {
  it("keeps tenant B's rows in its own database and none in the shared one; tenant A's the other way round", async () => {
    expect(everyDatabaseName(env as unknown as ApiEnv)).toEqual(["DB", "DB_OWN"]);
    expect(dbOf(TENANT_B)).toBe(env.DB_OWN);
    expect(dbOf(TENANT_A)).toBe(env.DB);
    expect(await rowsOf(env.DB, TENANT_B)).toEqual({});
    expect(await rowsOf(env.DB_OWN, TENANT_B)).toMatchObject({ tenants: 1, volunteer_centers: 1, users: 1, organizations: 1 });
    expect(await rowsOf(env.DB_OWN, TENANT_A)).toEqual({});
    expect(await rowsOf(env.DB, TENANT_A)).toMatchObject({ tenants: 1, volunteer_centers: 3 });
  });

  it("resolves the tenant and reads its rows from its own database; other tenants from the shared one", async () => {
    const own = await call("/api/v1/volunteer_centers", TENANT_B);
    expect(own.status).toBe(200);
    expect((await own.json<{ data: { attributes: { name: string } }[] }>()).data.map((c) => c.attributes.name)).toEqual(["Bravo Centrum"]);
    expect((await call(`/api/v1/volunteer_centers/${CENTER.A1}`, TENANT_A)).status).toBe(200);
    // Without the map the api looks for tenant B in the shared database, which does not hold it
    // (read anew: an earlier call may have left tenant B in the isolate's cache).
    const unmapped = { ...env, TENANT_DATABASES: "{}", TENANT_CACHE_SECONDS: "0" } as unknown as ApiEnv;
    expect((await call("/api/v1/volunteer_centers", TENANT_B, {}, unmapped)).status).not.toBe(200);
  });

  it("writes the tenant's rows and mail into its own database, and the queue consumer finds them there", async () => {
    const response = await call("/api/v1/organization_sign_ups", TENANT_B, {
      method: "POST",
      headers: { "Content-Type": JSON_API },
      body: JSON.stringify({ data: { type: "organization_sign_ups", attributes: signUpAttributes } }),
    });
    expect(response.status, await response.text()).toBe(202);
    expect(await count(env.DB_OWN, "SELECT count(*) AS n FROM organizations WHERE tenant_id = ? AND name = ?", TENANT_B, signUpAttributes.name)).toBe(1);
    expect(await count(env.DB, "SELECT count(*) AS n FROM organizations WHERE name = ?", signUpAttributes.name)).toBe(0);
    // Not one row of tenant B in the shared database after the write, in any table.
    expect(await rowsOf(env.DB, TENANT_B)).toEqual({});
    const mail = await env.DB_OWN.prepare("SELECT id FROM outbox_messages WHERE tenant_id = ? AND to_address = ?")
      .bind(TENANT_B, signUpAttributes.admin.email)
      .first<{ id: number }>();
    expect(mail).not.toBeNull();
    // The queue message carries the tenant, which names the database (the log transport "sends").
    const batch = createMessageBatch("inzet-mail", [jobMessage(mail!.id, 1, TENANT_B)]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env as unknown as ApiEnv, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect(await count(env.DB_OWN, "SELECT count(*) AS n FROM outbox_messages WHERE id = ? AND status = 'sent'", mail!.id)).toBe(1);
  });

  it("runs the crons in every database", async () => {
    // An invited first super admin never mailed (what `tenant create` writes), one per database.
    const invite = (tenant: string, centre: number, email: string) =>
      dbOf(tenant)
        .prepare("INSERT INTO users (tenant_id, volunteer_center_id, email, first_name, locale, status) VALUES (?, ?, ?, 'Eerste', 'nl', 'invited')")
        .bind(tenant, centre, email)
        .run();
    await invite(TENANT_A, CENTER.A1, "shared@example.org");
    await invite(TENANT_B, CENTER.B1, "own@example.org");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: MAIL_CRON, scheduledTime: Date.now() }), env as unknown as ApiEnv, ctx);
    await waitOnExecutionContext(ctx);
    const invitations = (db: D1Database, email: string) =>
      count(db, "SELECT count(*) AS n FROM outbox_messages WHERE to_address = ? AND kind = 'invitation'", email);
    expect(await invitations(env.DB, "shared@example.org")).toBe(1);
    expect(await invitations(env.DB_OWN, "own@example.org")).toBe(1);
    expect(await invitations(env.DB, "own@example.org")).toBe(0);
  });

  it("names a map entry without its binding (a 500 naming the var, nothing read)", async () => {
    expectConsoleError();
    const broken = { ...env, TENANT_DATABASES: JSON.stringify({ [TENANT_B]: "DB_MISSING" }) } as unknown as ApiEnv;
    const response = await call("/api/v1/volunteer_centers", TENANT_B, {}, broken);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("DB_MISSING");
  });
});
