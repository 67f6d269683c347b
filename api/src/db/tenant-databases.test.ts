import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import worker from "../index";
import { MAIL_CRON } from "../crons";
import { expectConsoleError } from "../../test/console-guard";
import { CENTER, TENANT_A, TENANT_B, seedFixtures } from "../../test/fixtures";
import { jobMessage } from "../../test/mail-fixtures";
import { JSON_API } from "../../test/request";
import { resetDatabase } from "../../test/reset-database";
import { signUpAttributes } from "../../test/sign-up-requests";
import type { ApiEnv } from "../env";
import { everyDatabaseName } from "./tenant-databases";

// Tenant B in a database of its own (api/wrangler.toml's second binding, DB_OWN); tenant A stays
// in the shared DB. Both databases get the fixtures, then each tenant's copy in the database that
// must not serve it is made to differ: the shared DB's tenant B is suspended (any read of it there
// answers 503) and its centre renamed, so a request served from the wrong database shows.
const mapped = { ...env, TENANT_DATABASES: { [TENANT_B]: "DB_OWN" } } as unknown as ApiEnv;
const OWN_NAME = "Beta (own database)";

beforeAll(() => resetDatabase(env.DB_OWN));

// The other files of this workerd share the shared DB and the api isolate's kept tenants: tenant B
// comes back as the fixtures have it (not suspended), and is read anew so no file after this one
// finds it kept as suspended for the next minute.
afterAll(async () => {
  await seedFixtures(env.DB);
  const fresh = { ...env, TENANT_CACHE_SECONDS: "0" } as unknown as ApiEnv;
  expect((await call("/api/v1/volunteer_centers", TENANT_B, {}, fresh)).status).toBe(200);
});

beforeEach(async () => {
  await seedFixtures(env.DB);
  await seedFixtures(env.DB_OWN);
  await env.DB_OWN.prepare("UPDATE volunteer_centers SET name = ? WHERE tenant_id = ?").bind(OWN_NAME, TENANT_B).run();
  await env.DB.prepare("UPDATE tenants SET suspended_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(TENANT_B).run();
  await env.DB.prepare("UPDATE volunteer_centers SET name = 'Beta (wrong database)' WHERE tenant_id = ?").bind(TENANT_B).run();
});

async function call(path: string, tenant: string, init: RequestInit = {}, bindings: ApiEnv = mapped) {
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

describe("a tenant in a database of its own (TENANT_DATABASES)", () => {
  it("resolves the tenant and reads its rows from its own database; other tenants from the shared one", async () => {
    const own = await call("/api/v1/volunteer_centers", TENANT_B);
    expect(own.status).toBe(200);
    expect((await own.json<{ data: { attributes: { name: string } }[] }>()).data.map((c) => c.attributes.name)).toEqual([OWN_NAME]);
    const shared = await call(`/api/v1/volunteer_centers/${CENTER.A1}`, TENANT_A);
    expect(shared.status).toBe(200);
    // Without the map the same request reads the shared DB, where tenant B is suspended (read
    // anew: an earlier file of this workerd may have left tenant B of DB in the isolate's cache).
    const unmapped = { ...env, TENANT_CACHE_SECONDS: "0" } as unknown as ApiEnv;
    expect((await call("/api/v1/volunteer_centers", TENANT_B, {}, unmapped)).status).toBe(503);
  });

  it("writes the tenant's rows and mail into its own database, and the queue consumer finds them there", async () => {
    const before = await count(env.DB, "SELECT count(*) AS n FROM users WHERE tenant_id = ?", TENANT_B);
    const response = await call("/api/v1/organization_sign_ups", TENANT_B, {
      method: "POST",
      headers: { "Content-Type": JSON_API },
      body: JSON.stringify({ data: { type: "organization_sign_ups", attributes: signUpAttributes } }),
    });
    expect(response.status, await response.text()).toBe(202);
    expect(await count(env.DB_OWN, "SELECT count(*) AS n FROM organizations WHERE tenant_id = ? AND name = ?", TENANT_B, signUpAttributes.name)).toBe(1);
    expect(await count(env.DB, "SELECT count(*) AS n FROM organizations WHERE name = ?", signUpAttributes.name)).toBe(0);
    expect(await count(env.DB, "SELECT count(*) AS n FROM users WHERE tenant_id = ?", TENANT_B)).toBe(before);
    const mail = await env.DB_OWN.prepare("SELECT id FROM outbox_messages WHERE tenant_id = ? AND to_address = ?")
      .bind(TENANT_B, signUpAttributes.admin.email)
      .first<{ id: number }>();
    expect(mail).not.toBeNull();
    // The queue message carries the tenant, which names the database (the log transport "sends").
    const batch = createMessageBatch("inzet-mail", [jobMessage(mail!.id, 1, TENANT_B)]);
    const ctx = createExecutionContext();
    await worker.queue(batch, mapped, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect(await count(env.DB_OWN, "SELECT count(*) AS n FROM outbox_messages WHERE id = ? AND status = 'sent'", mail!.id)).toBe(1);
  });

  it("runs the crons in every database", async () => {
    expect(everyDatabaseName(mapped)).toEqual(["DB", "DB_OWN"]);
    // An invited first super admin never mailed (what `tenant create` writes), one per database.
    const invite = (db: D1Database, tenant: string, centre: number, email: string) =>
      db
        .prepare("INSERT INTO users (tenant_id, volunteer_center_id, email, first_name, locale, status) VALUES (?, ?, ?, 'Eerste', 'nl', 'invited')")
        .bind(tenant, centre, email)
        .run();
    await invite(env.DB, TENANT_A, CENTER.A1, "shared@example.org");
    await invite(env.DB_OWN, TENANT_B, CENTER.B1, "own@example.org");
    await env.DB.prepare("UPDATE tenants SET suspended_at = NULL WHERE id = ?").bind(TENANT_B).run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: MAIL_CRON, scheduledTime: Date.now() }), mapped, ctx);
    await waitOnExecutionContext(ctx);
    const invitations = (db: D1Database, email: string) =>
      count(db, "SELECT count(*) AS n FROM outbox_messages WHERE to_address = ? AND kind = 'invitation'", email);
    expect(await invitations(env.DB, "shared@example.org")).toBe(1);
    expect(await invitations(env.DB_OWN, "own@example.org")).toBe(1);
  });

  it("names a map entry without its binding (a 500 naming the var, nothing read)", async () => {
    expectConsoleError();
    const broken = { ...env, TENANT_DATABASES: JSON.stringify({ [TENANT_B]: "DB_MISSING" }) } as unknown as ApiEnv;
    const response = await call("/api/v1/volunteer_centers", TENANT_B, {}, broken);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("DB_MISSING");
  });
});
