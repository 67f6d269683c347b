import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectConsoleError } from "../../test/console-guard";
import worker from "../index";
import { seedFixtures } from "../../test/fixtures";
import { jobMessage, outboxRow, queuedMail, received } from "../../test/mail-fixtures";
import { MAIL_DEAD_LETTER_QUEUE_NAME, MAIL_QUEUE_NAME } from "./delivery";

beforeEach(() => seedFixtures(env.DB));

// The consumer as the runtime calls it, with the transport the env configures.
async function consume(queue: string, messages: ReturnType<typeof jobMessage>[], vars: Record<string, string>) {
  const batch = createMessageBatch(queue, messages);
  // getQueueResult reports which messages were retried, not the delay each asked for.
  const retries = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...vars }, ctx);
  const result = await getQueueResult(batch, ctx);
  const delays = retries.flatMap((spy) => spy.mock.calls.map(([options]) => options?.delaySeconds));
  return { ...result, delays };
}

// SMTP to the local catcher (scripts/mail-catcher.mjs), started by api/vitest.config.ts.
const catcherSmtp = () => ({
  MAIL_ADAPTER: "smtp",
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(env.TEST_SMTP_PORT),
  SMTP_SECURITY: "none",
});
// Nothing listens on port 1: every attempt is refused by the network.
const deadSmtp = { ...catcherSmtp(), SMTP_PORT: "1" };

describe("mail queue consumer", () => {
  it("retries a failing transport with growing delays; the dead-letter queue marks the row failed", async () => {
    const id = await queuedMail("retry@example.org");

    const first = await consume(MAIL_QUEUE_NAME, [jobMessage(id, 1)], deadSmtp);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([30]);
    expect(first.explicitAcks).toEqual([]);
    const afterFirst = await outboxRow(id);
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1, sent_at: null });
    expect(afterFirst!.failure_reason).toMatch(/^smtp 127\.0\.0\.1:1: /);

    const second = await consume(MAIL_QUEUE_NAME, [jobMessage(id, 2)], deadSmtp);
    expect(second.delays).toEqual([60]);
    expect(await outboxRow(id)).toMatchObject({ status: "queued", attempts: 2 });

    // After max_retries the runtime moves the message to inzet-mail-failed (wrangler.toml);
    // its consumer records the end, keeping the transport's last reason.
    const dead = await consume(MAIL_DEAD_LETTER_QUEUE_NAME, [jobMessage(id, 1)], deadSmtp);
    expect(dead.explicitAcks).toHaveLength(1);
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ status: "failed", attempts: 2, sent_at: null });
    expect(failed!.failure_reason).toBe(afterFirst!.failure_reason);

    // A late duplicate of the failed job sends nothing and is acknowledged.
    const late = await consume(MAIL_QUEUE_NAME, [jobMessage(id, 1)], catcherSmtp());
    expect(late.explicitAcks).toHaveLength(1);
    expect(await received(env.TEST_SMTP_RECEIVED, "retry@example.org")).toEqual([]);
  });

  it("sends a duplicated message once, in one batch, in parallel batches and redelivered later", async () => {
    const to = `dup-${Date.now()}@example.org`;
    const id = await queuedMail(to);
    const twice = await consume(MAIL_QUEUE_NAME, [jobMessage(id), jobMessage(id)], catcherSmtp());
    expect(twice.explicitAcks).toHaveLength(2);
    await Promise.all([consume(MAIL_QUEUE_NAME, [jobMessage(id)], catcherSmtp()), consume(MAIL_QUEUE_NAME, [jobMessage(id)], catcherSmtp())]);
    expect(await received(env.TEST_SMTP_RECEIVED, to)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });

    // Two first deliveries racing: the claim lets one through.
    const raced = await queuedMail(`race-${to}`);
    await Promise.all([consume(MAIL_QUEUE_NAME, [jobMessage(raced)], catcherSmtp()), consume(MAIL_QUEUE_NAME, [jobMessage(raced)], catcherSmtp())]);
    expect(await received(env.TEST_SMTP_RECEIVED, `race-${to}`)).toHaveLength(1);
  });

  it("delivers multipart text and HTML from the centre's name, with Reply-To, Message-ID and List-Unsubscribe", async () => {
    const to = `full-${Date.now()}@example.org`;
    const id = await queuedMail(to, {
      replyTo: "info@centrale.example",
      listUnsubscribe: "http://localhost:8787/periodieke-mail/afmelden?token=t",
    });
    await consume(MAIL_QUEUE_NAME, [jobMessage(id)], catcherSmtp());
    const [mail] = await received(env.TEST_SMTP_RECEIVED, to);
    const row = await outboxRow(id);
    expect(mail).toMatchObject({
      subject: "Bevestig je e-mailadres",
      replyTo: "info@centrale.example",
      messageId: row!.message_id,
      listUnsubscribe: "<http://localhost:8787/periodieke-mail/afmelden?token=t>",
      listUnsubscribePost: "List-Unsubscribe=One-Click",
    });
    expect(mail.from).toBe('"Centrale Één" <no-reply@inzet.example>');
    expect(mail.text).toContain("/confirm?confirmation_token=abc");
    expect(mail.html).toContain('<a href="http://localhost:8787/confirm?confirmation_token=abc">');
    expect(row!.message_id).toMatch(new RegExp(`^<outbox\\.tenant-a\\.${id}\\.\\d+@inzet\\.example>$`));
  });

  it("authenticates to a relay that asks for it, and keeps the relay's refusal as the reason", async () => {
    const relay = {
      ...catcherSmtp(),
      SMTP_PORT: String(env.TEST_AUTH_SMTP_PORT),
      SMTP_USER: "relay",
    };
    const to = `auth-${Date.now()}@example.org`;
    const good = await queuedMail(to);
    await consume(MAIL_QUEUE_NAME, [jobMessage(good)], { ...relay, SMTP_PASSWORD: "relay-secret" });
    expect(await outboxRow(good)).toMatchObject({ status: "sent" });
    expect(await received(env.TEST_AUTH_SMTP_RECEIVED, to)).toHaveLength(1);

    const bad = await queuedMail(`bad-${to}`);
    const result = await consume(MAIL_QUEUE_NAME, [jobMessage(bad)], { ...relay, SMTP_PASSWORD: "wrong" });
    expect(result.retryMessages).toHaveLength(1);
    expect((await outboxRow(bad))!.failure_reason).toMatch(/authentication.*535/is);
  });

  it("drops a message that is not a mail job, and never reaches another tenant's row", async () => {
    const id = await queuedMail(`tenant-${Date.now()}@example.org`);
    const logged = expectConsoleError();
    const result = await consume(MAIL_QUEUE_NAME, [jobMessage(id, 1, "tenant-b"), { ...jobMessage(id), body: { id: "x" } as never }], catcherSmtp());
    expect(result.explicitAcks).toHaveLength(2);
    expect(await outboxRow(id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(logged).toHaveBeenCalledWith("mail: dropped a queue message that is not a mail job", expect.any(String));
  });
});
