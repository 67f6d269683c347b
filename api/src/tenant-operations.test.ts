// What the operators' command line (docs/operators.md) writes into a tenant's row, as the api
// answers it: the feature flags, the suspension, and the first super admin's invitation.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { seedFixtures } from "../test/fixtures";
import { apiFetch, expectDocument, expectError } from "../test/request";
import { workerFetch } from "../test/worker-fetch";
import { sendOperatorInvitations } from "./resources/users/operator-invitations";

beforeEach(() => seedFixtures(env.DB));

let made = 0;
/** A tenant of its own per test: the api keeps a known tenant's row for a minute per isolate. */
async function tenant(features: object | null, suspended = false) {
  const id = `ops-${Date.now().toString(36)}-${(made += 1)}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO tenants (id, name, features, suspended_at) VALUES (?, ?, ?, ?)").bind(
      id,
      "Ops",
      features && JSON.stringify(features),
      suspended ? "2026-11-28T10:00:00.000Z" : null,
    ),
    env.DB.prepare("INSERT INTO volunteer_centers (tenant_id, name) VALUES (?, 'Centrale Ops')").bind(id),
    env.DB.prepare("INSERT INTO volunteer_center_profiles (tenant_id, volunteer_center_id, primary_color) VALUES (?, last_insert_rowid(), '#0f766e')").bind(id),
  ]);
  return id;
}

const FLAGS = { oneOnOneHelp: "off", volunteerProfiles: false, activities: true, centerSharing: false };

describe("a tenant's feature flags from its row", () => {
  it("turns routes off and on as the flags say, whatever the app context", async () => {
    const id = await tenant(FLAGS);
    await expectDocument(await apiFetch("/api/v1/activities", { tenant: id }), 200);
    await expectError(await apiFetch("/api/v1/volunteer_profiles", { tenant: id }), 404);
    await expectError(await apiFetch("/api/v1/help_requests", { tenant: id }), 404);
    const helping = await tenant({ ...FLAGS, oneOnOneHelp: "neighbourHelp", activities: false });
    await expectError(await apiFetch("/api/v1/activities", { tenant: helping }), 404);
    // Past the feature check, a list of requests asks who is signing in.
    expect((await apiFetch("/api/v1/help_requests", { tenant: helping })).status).not.toBe(404);
  });

  it("keeps the spec's flags for a tenant without any (activities off in the meedoen context)", async () => {
    const id = await tenant(null);
    await expectDocument(await apiFetch("/api/v1/activities", { tenant: id }), 200);
    const other = await tenant(null);
    await expectError(await apiFetch("/api/v1/activities", { tenant: other, headers: { "App-Context": "meedoen" } }), 404);
  });
});

describe("a suspended tenant", () => {
  it("answers 503 with Retry-After, its code and the centre's name and colour, until it is resumed", async () => {
    const id = await tenant(null, true);
    const response = await apiFetch("/api/v1/volunteer_centers/current", { tenant: id });
    expect(response.headers.get("Retry-After")).toBe("3600");
    const error = await expectError(response, 503);
    expect(error).toMatchObject({ code: "tenant_suspended", meta: { name: "Centrale Ops", primary_color: "#0f766e" } });
    await env.DB.prepare("UPDATE tenants SET suspended_at = NULL WHERE id = ?").bind(id).run();
    // TENANT_CACHE_SECONDS 0: the row is read again at once (deployed, within a minute).
    const resumed = await workerFetch("https://api.test/api/v1/volunteer_centers/current", { headers: { Accept: "application/vnd.api+json", "X-Tenant": id } });
    expect(resumed.status).toBe(503); // still kept by this isolate
    const fresh = await (
      await import("./index")
    ).default.fetch(
      new Request("https://api.test/api/v1/volunteer_centers/current", { headers: { Accept: "application/vnd.api+json", "X-Tenant": id } }),
      { ...env, TENANT_CACHE_SECONDS: "0" } as never,
      { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as never,
    );
    expect(fresh.status).toBe(200);
  });
});

describe("the first super admin's invitation (tenant create)", () => {
  it("goes out once through the outbox, with a set-password link, and waits while the tenant is suspended", async () => {
    const id = await tenant(null);
    const paused = await tenant(null, true);
    for (const [tenantId, email] of [
      [id, "eerste@ops.example"],
      [paused, "wacht@ops.example"],
    ])
      await env.DB.prepare("INSERT INTO users (tenant_id, email, first_name, locale, status) VALUES (?, ?, 'Eerste', 'nl', 'invited')")
        .bind(tenantId, email)
        .run();
    expect(await sendOperatorInvitations(env)).toBe(1);
    expect(await sendOperatorInvitations(env)).toBe(0);
    const mail = await env.DB.prepare("SELECT kind, to_address, text_body FROM outbox_messages WHERE tenant_id = ?")
      .bind(id)
      .first<{ kind: string; to_address: string; text_body: string }>();
    expect(mail).toMatchObject({ kind: "invitation", to_address: "eerste@ops.example" });
    expect(mail!.text_body).toMatch(/\/auth\/token\?reset_password_token=[A-Za-z0-9_-]{20,}/);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox_messages WHERE tenant_id = ?").bind(paused).first("n")).toBe(0);
    await env.DB.prepare("UPDATE tenants SET suspended_at = NULL WHERE id = ?").bind(paused).run();
    expect(await sendOperatorInvitations(env)).toBe(1);
  });
});
