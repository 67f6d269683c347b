import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { mailQueueRecorder } from "../../../test/mail-fixtures";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../index";
import { VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { sendExpiryReminders } from "./expiry-reminders";
import { forEveryDatabase } from "../../db/tenant-databases";
import type { ApiEnv } from "../../env";
import { dbOf } from "../../../test/tenant-database";
import { TENANT_A, TENANT_B } from "../../../test/fixtures";
import { apiFetch, expectDocument } from "../../../test/request";

beforeEach(() => seedVacancies(env.DB));

const NOW = new Date("2026-03-10T06:00:00.000Z");
const expire = (id: number, date: string | null) => env.DB.prepare("UPDATE vacancies SET expires_on = ? WHERE id = ?").bind(date, id).run();
const outbox = async () =>
  (
    await env.DB.prepare("SELECT tenant_id, to_address, locale, kind, subject, text_body, status FROM outbox_messages ORDER BY id").all<
      Record<string, string>
    >()
  ).results;

/** The tenant's content version: the edge cache's key part (docs/decisions/0009-edge-cache.md). */
const contentVersion = async (tenant: string) =>
  (await expectDocument(await apiFetch("/api/v1/content_version", { tenant }), 200)).data.attributes.version as number;

describe("sendExpiryReminders", () => {
  it("mails the organization's admins once, a week before expiry, in their language", async () => {
    await expire(VACANCY.CAFE, "2026-03-15");
    const queue = mailQueueRecorder();
    expect(await sendExpiryReminders(queue.env, NOW)).toBe(1);
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      tenant_id: "tenant-a",
      to_address: "anton@example.org",
      locale: "en",
      kind: "vacancy_expiry",
      subject: "Is Café medewerker still current?",
    });
    expect(mail.text_body).toContain("expires on 2026-03-15");
    expect(mail.text_body).toContain(`http://localhost:8787/vacancies/${VACANCY.CAFE}/edit`);
    // Put on the mail queue, whose consumer sends it (the log transport here).
    expect(queue.bodies).toHaveLength(1);
    await queue.deliver();
    expect((await outbox())[0].status).toBe("sent");
    // Idempotent: the next run (the next day, the same day) sends nothing more.
    expect(await sendExpiryReminders(env, NOW)).toBe(0);
    expect(await sendExpiryReminders(env, new Date("2026-03-11T06:00:00.000Z"))).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });

  it("reminds again when the expiry date is moved", async () => {
    await expire(VACANCY.CAFE, "2026-03-15");
    await sendExpiryReminders(env, NOW);
    await expire(VACANCY.CAFE, "2026-03-16");
    expect(await sendExpiryReminders(env, NOW)).toBe(1);
    expect(await outbox()).toHaveLength(2);
  });

  it.each([
    ["expiring later than a week", VACANCY.CAFE, "2026-03-18"],
    ["already expired", VACANCY.CAFE, "2026-03-09"],
    ["a draft", VACANCY.DRAFT, "2026-03-12"],
    ["closed", VACANCY.CLOSED, "2026-03-12"],
    ["of a pending organization", VACANCY.PENDING_ORG, "2026-03-12"],
  ])("leaves a vacancy %s alone", async (_, id, date) => {
    await expire(id, date);
    expect(await sendExpiryReminders(env, NOW)).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("works for every tenant, each mail in its own tenant", async () => {
    await expire(VACANCY.CAFE, "2026-03-17"); // the seventh day still counts
    // Tenant B's vacancy, in its own database (test/tenant-database.ts): the cron runs once per database.
    await dbOf(TENANT_B).prepare("UPDATE vacancies SET expires_on = ? WHERE id = ?").bind("2026-03-10", VACANCY.B_CAFE).run();
    let sent = 0;
    await forEveryDatabase(env as unknown as ApiEnv, async (one) => {
      sent += await sendExpiryReminders(one, NOW);
    });
    expect(sent).toBe(2);
    expect((await outbox()).map((m) => [m.tenant_id, m.locale])).toEqual([["tenant-a", "en"]]);
    const own = await dbOf(TENANT_B).prepare("SELECT tenant_id, locale FROM outbox_messages").all();
    expect(own.results).toEqual([{ tenant_id: "tenant-b", locale: "nl" }]);
  });

  it("is what the worker's cron runs", async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await expire(VACANCY.CAFE, soon);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await outbox()).map((m) => m.kind)).toEqual(["vacancy_expiry"]);
  });

  it("raises the content version of the tenants whose vacancies it wrote, so their cached pages are rendered anew", async () => {
    const [a, b] = [await contentVersion(TENANT_A), await contentVersion(TENANT_B)];
    await expire(VACANCY.CAFE, "2026-03-15");
    expect(await sendExpiryReminders(env, NOW)).toBe(1);
    // A page kept before the run has the old version in its key: the next visitor's misses it.
    expect(await contentVersion(TENANT_A)).toBe(a + 1);
    expect(await contentVersion(TENANT_B)).toBe(b);
    // Nothing due, nothing written: the kept pages stay.
    expect(await sendExpiryReminders(env, NOW)).toBe(0);
    expect(await contentVersion(TENANT_A)).toBe(a + 1);
  });
});
