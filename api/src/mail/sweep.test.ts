import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { seedFixtures } from "../../test/fixtures";
import { mailQueueRecorder, outboxRow, queuedMail } from "../../test/mail-fixtures";
import { MAIL_CRON } from "../crons";
import worker from "../index";
import { SWEEP_AFTER_MS, requeueStaleMail } from "./sweep";

beforeEach(() => seedFixtures(env.DB));

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const setRow = (id: number, columns: Record<string, string | number | null>) =>
  env.DB.prepare(
    `UPDATE outbox_messages SET ${Object.keys(columns)
      .map((c) => `${c} = ?`)
      .join(", ")} WHERE id = ?`,
  )
    .bind(...Object.values(columns), id)
    .run();

/** Five rows: a lost queue message, a lost retry, a dead consumer's claim, and two the sweep must leave alone. */
async function rows() {
  const lost = await queuedMail("lost@example.org");
  await setRow(lost, { created_at: ago(SWEEP_AFTER_MS + 60_000) });
  const stuck = await queuedMail("stuck@example.org");
  await setRow(stuck, {
    created_at: ago(SWEEP_AFTER_MS * 3),
    status: "sending",
    attempts: 1,
    lease_until: ago(SWEEP_AFTER_MS + 60_000),
  });
  // Written a minute ago: its own queue message may still be on its way.
  const recent = await queuedMail("recent@example.org");
  await setRow(recent, { created_at: ago(60_000) });
  // Tried once and waiting for its retry: the queue still holds it.
  const retrying = await queuedMail("retrying@example.org");
  await setRow(retrying, { created_at: ago(SWEEP_AFTER_MS * 2), attempts: 1, updated_at: ago(60_000) });
  // Failed once a quarter hour ago and never retried: the queue lost its retry.
  const lostRetry = await queuedMail("lost-retry@example.org");
  await setRow(lostRetry, { created_at: ago(SWEEP_AFTER_MS * 2), attempts: 1, updated_at: ago(SWEEP_AFTER_MS + 60_000) });
  return { lost, lostRetry, stuck, recent, retrying };
}

describe("the */15 sweep cron", () => {
  it("re-queues only mail whose queue message or retry was lost or whose consumer died", async () => {
    const { lost, lostRetry, stuck, recent, retrying } = await rows();
    const queue = mailQueueRecorder();
    expect(await requeueStaleMail(queue.env)).toBe(3);
    expect(queue.bodies).toEqual(expect.arrayContaining([lost, stuck, lostRetry].map((id) => ({ tenantId: "tenant-a", id }))));
    expect(queue.bodies).toHaveLength(3);
    // The consumer (log transport) sends what the sweep put back on the queue.
    await queue.deliver();
    expect(await outboxRow(lost)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await outboxRow(stuck)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await outboxRow(lostRetry)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await outboxRow(recent)).toMatchObject({ status: "queued", attempts: 0 });
    expect(await outboxRow(retrying)).toMatchObject({ status: "queued", attempts: 1 });
    // Sent rows are not swept again.
    expect(await requeueStaleMail(queue.env)).toBe(0);
  });

  it("is what the worker runs on the quarter-hour cron (and the daily cron does not)", async () => {
    const { lost } = await rows();
    const queue = mailQueueRecorder();
    const daily = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "0 6 * * *" }), queue.env, daily);
    await waitOnExecutionContext(daily);
    // The daily cron queues its own work (the digests' first job), not the lost mail.
    expect(queue.bodies).not.toContainEqual({ tenantId: "tenant-a", id: lost });
    await queue.deliver();
    expect(await outboxRow(lost)).toMatchObject({ status: "queued", attempts: 0 });

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: MAIL_CRON }), queue.env, ctx);
    await waitOnExecutionContext(ctx);
    expect(queue.bodies).toContainEqual({ tenantId: "tenant-a", id: lost });
    await queue.deliver();
    expect(await outboxRow(lost)).toMatchObject({ status: "sent" });
  });
});
