import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { mailQueueRecorder } from "../../../test/mail-fixtures";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER } from "../../../test/account-fixtures";
import { NEW_VACANCY, RUN, SINCE, THEME, digests, schedule, seedDigest, subscribe } from "../../../test/digest-fixtures";
import { TENANT_B } from "../../../test/fixtures";
import { apiFetch, expectError, postDocument } from "../../../test/request";
import { DAILY_CRON } from "../../crons";
import worker from "../../index";
import { DIGEST_BATCH, planDigestBatch } from "./plan";

beforeEach(() => seedDigest(env.DB));

const WEEK_LATER = "2026-03-16T06:00:00.000Z";
const vacancyLink = (id: number) => `http://localhost:8787/vacancies/${id}`;

describe("the periodic digest", () => {
  it("lists the new vacancies of the chosen themes within the distance, remote ones too", async () => {
    await subscribe(env.DB, USER.VOLUNTEER, { themes: [THEME.SPORT], distanceKm: 10 });
    const queue = mailQueueRecorder();
    expect(await planDigestBatch(queue.env, RUN)).toEqual({ planned: 1, sent: 1, more: false });

    const [mail, ...others] = await digests(env.DB);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      user_id: USER.VOLUNTEER,
      to_address: EMAIL.VOLUNTEER,
      locale: "nl",
      subject: "2 nieuwe vacatures bij Alpha Centrum",
    });
    // Newest first: the remote one (6 March), then the one in Alpha (5 March).
    expect(mail.text_body).toContain(
      `- Online sportcoach\n  Op afstand\n  ${vacancyLink(NEW_VACANCY.REMOTE_SPORT)}\n\n- Voetbaltrainer\n  Alpha\n  ${vacancyLink(NEW_VACANCY.NEAR_SPORT)}`,
    );
    for (const title of ["Zorgmaatje", "Tennisleraar", "Oude sportklus", "Conceptklus", "Klusjesman", "Bravo"]) expect(mail.text_body).not.toContain(title);
    expect(mail.html_body).toContain(`<a href="${vacancyLink(NEW_VACANCY.NEAR_SPORT)}"`);
    // The one-click unsubscribe link: in the header (List-Unsubscribe) and in the text.
    const { digest_unsubscribe_token: token, ...next } = (await schedule(env.DB, USER.VOLUNTEER))!;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(mail.list_unsubscribe).toBe(`http://localhost:8787/periodieke-mail/afmelden?token=${token}`);
    expect(mail.text_body).toContain(`Afmelden: ${mail.list_unsubscribe}`);
    // The next one a week later, counting from this run.
    expect(next).toEqual({
      periodic_mail: "weekly",
      digest_since: RUN,
      digest_due_at: "2026-03-16T00:00:00.000Z",
    });
    // Through the mail queue, like every mail.
    expect(queue.bodies).toHaveLength(1);
    await queue.deliver();
    expect((await digests(env.DB))[0].status).toBe("sent");
  });

  it("without themes or distance lists every new public vacancy of the tenant, in English for an English volunteer", async () => {
    await subscribe(env.DB, USER.ADMIN, { period: "monthly" });
    await planDigestBatch(env, RUN);
    const [mail] = await digests(env.DB);
    expect(mail.subject).toBe("5 new vacancies at Alpha Centrum");
    expect(mail.text_body).toContain("the past month");
    expect(mail.text_body).toContain("Remote");
    expect(mail.text_body).toContain("monthly mail");
    expect((await schedule(env.DB, USER.ADMIN))!.digest_due_at).toBe("2026-04-09T00:00:00.000Z");
  });

  it("sends nothing when nothing new matches, and moves the schedule on all the same", async () => {
    await subscribe(env.DB, USER.VOLUNTEER, { themes: [THEME.ZORG], distanceKm: 5 });
    await subscribe(env.DB, USER.ADMIN, { since: "2026-03-07T00:00:00.000Z" });
    expect(await planDigestBatch(env, RUN)).toEqual({ planned: 2, sent: 1, more: false });
    expect((await digests(env.DB)).map((m) => m.user_id)).toEqual([USER.VOLUNTEER]);
    expect((await schedule(env.DB, USER.ADMIN))!.digest_since).toBe(RUN);
  });

  it("never lists a vacancy twice, and the next digest has only what is new since this one", async () => {
    await subscribe(env.DB, USER.VOLUNTEER, { themes: [THEME.SPORT], distanceKm: 10 });
    await planDigestBatch(env, RUN);
    // A week later nothing is new: no second mail (and a second run the same day plans nobody).
    expect(await planDigestBatch(env, RUN)).toEqual({ planned: 0, sent: 0, more: false });
    expect(await planDigestBatch(env, WEEK_LATER)).toEqual({ planned: 1, sent: 0, more: false });
    // Then one listed vacancy is published again and a new one appears.
    await env.DB.batch([
      env.DB.prepare("UPDATE vacancies SET published_at = ? WHERE id = ?").bind("2026-03-17T09:00:00.000Z", NEW_VACANCY.NEAR_SPORT),
      env.DB.prepare("UPDATE vacancies SET published_at = ?, status = 'published' WHERE id = ?").bind("2026-03-18T09:00:00.000Z", NEW_VACANCY.DRAFT_SPORT),
    ]);
    expect(await planDigestBatch(env, "2026-03-23T06:00:00.000Z")).toMatchObject({ sent: 1 });
    const [, second] = await digests(env.DB);
    expect(second.subject).toBe("1 nieuwe vacature bij Alpha Centrum");
    expect(second.text_body).toContain("Conceptklus");
    expect(second.text_body).not.toContain("Voetbaltrainer");
  });

  it("plans nobody before their day, and never mails an unconfirmed or unsubscribed volunteer", async () => {
    await subscribe(env.DB, USER.VOLUNTEER, { dueAt: "2026-03-10T00:00:00.000Z" });
    await subscribe(env.DB, USER.UNCONFIRMED);
    await subscribe(env.DB, USER.STAFF);
    await env.DB.prepare("UPDATE users SET periodic_mail = 'none' WHERE id = ?").bind(USER.STAFF).run();
    expect(await planDigestBatch(env, RUN)).toEqual({ planned: 1, sent: 0, more: false });
    expect(await digests(env.DB)).toEqual([]);
    expect((await schedule(env.DB, USER.STAFF))!.digest_due_at).toBeNull();
  });

  it("plans in batches of DIGEST_BATCH: the cron starts a chain of queue messages", async () => {
    const extra = DIGEST_BATCH + 20;
    // Subscribers copied from Vera (confirmed, centre A1, no themes), due before the run.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${extra})
       INSERT INTO users (id, tenant_id, volunteer_center_id, email, first_name, locale, status, confirmed_at, periodic_mail)
       SELECT 5000 + i, tenant_id, volunteer_center_id, 'sub' || i || '@example.org', 'Sub', 'nl', 'active', confirmed_at, 'weekly'
       FROM users, n WHERE users.id = ?`,
    )
      .bind(USER.VOLUNTEER)
      .run();
    const now = new Date();
    await env.DB.prepare("UPDATE users SET digest_since = ?, digest_due_at = ? WHERE id > 5000")
      .bind(SINCE, new Date(now.getTime() - 60_000).toISOString())
      .run();
    // The vacancies are new to them: published after SINCE, before now.
    const queue = mailQueueRecorder();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: DAILY_CRON, scheduledTime: now.getTime() }), queue.env, ctx);
    await waitOnExecutionContext(ctx);
    // The chain, link by link: each planning job that found a full batch queued the next.
    const consumed = await queue.deliver();
    const links = consumed.filter((body) => (body as { digest?: string }).digest === "plan");
    expect(links.length).toBeGreaterThanOrEqual(2);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id > 5000 AND digest_due_at <= ?").bind(now.toISOString()).first<{ n: number }>();
    expect(left!.n).toBe(0);
    expect(await digests(env.DB)).toHaveLength(extra);
  });
});

describe("POST /api/v1/periodic_mail_unsubscriptions (the digest's one-click link)", () => {
  const post = (token: unknown, tenant?: string) =>
    postDocument("/api/v1/periodic_mail_unsubscriptions", "periodic_mail_unsubscriptions", { token }, { tenant });

  it("switches the digest off without signing in, and again answers 204", async () => {
    await subscribe(env.DB, USER.VOLUNTEER);
    await planDigestBatch(env, RUN);
    const { digest_unsubscribe_token: token } = (await schedule(env.DB, USER.VOLUNTEER))!;
    expect((await post(token, TENANT_B)).status).toBe(404); // another tenant's token
    expect((await post(token)).status).toBe(204);
    expect(await schedule(env.DB, USER.VOLUNTEER)).toMatchObject({ periodic_mail: "none", digest_due_at: null });
    expect((await post(token)).status).toBe(204);
    expect(await planDigestBatch(env, "2026-04-30T06:00:00.000Z")).toMatchObject({ planned: 0 });
  });

  it("refuses an unknown, empty or malformed token", async () => {
    await expectError(await post("f".repeat(48)), 404);
    const blank = await expectError(await post(""), 422);
    expect(blank.source).toEqual({ pointer: "/data/attributes/token" });
    await expectError(await post(42), 422);
    await expectError(await apiFetch("/api/v1/periodic_mail_unsubscriptions"), 405);
  });
});
