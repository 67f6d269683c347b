import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../src/index";
import { MAIL_QUEUE_NAME } from "../src/mail/delivery";
import type { MailJob } from "../src/mail/queue";

/** An outbox row as the api writes it (queued), in tenant A; returns its id. */
export async function queuedMail(to: string, extra: { listUnsubscribe?: string; replyTo?: string } = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO outbox_messages (tenant_id, kind, locale, to_address, subject, text_body, html_body,
       sender_name, reply_to, list_unsubscribe)
     VALUES ('tenant-a', 'confirmation', 'nl', ?, 'Bevestig je e-mailadres', ?, ?, 'Centrale Één', ?, ?)
     RETURNING id`,
  )
    .bind(
      to,
      "Bevestig via http://localhost:8787/confirm?confirmation_token=abc\n",
      '<p>Bevestig via <a href="http://localhost:8787/confirm?confirmation_token=abc">deze link</a></p>',
      extra.replyTo ?? null,
      extra.listUnsubscribe ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

/** The columns of an outbox row the tests read. */
export interface OutboxMail {
  kind: string;
  locale: string;
  subject: string;
  text_body: string;
  html_body: string;
  user_id: number | null;
}

/** The last mail the outbox holds for `to`, or null. */
export const lastMailTo = (to: string) =>
  env.DB.prepare("SELECT * FROM outbox_messages WHERE to_address = ? ORDER BY id DESC LIMIT 1").bind(to).first<OutboxMail>();

/** The last mail to `to` (there must be one), the first link of its text, and the token that link carries as `param`. */
export async function mailedLink(to: string, param: string) {
  const mail = await lastMailTo(to);
  expect(mail, `a mail to ${to}`).not.toBeNull();
  const link = /(https?:\/\/\S+)/.exec(mail!.text_body)![1]!;
  return { mail: mail!, link, token: new URL(link).searchParams.get(param)! };
}

export async function outboxRow(id: number) {
  return env.DB.prepare("SELECT status, attempts, failure_reason, sent_at, message_id FROM outbox_messages WHERE id = ?").bind(id).first<{
    status: string;
    attempts: number;
    failure_reason: string | null;
    sent_at: string | null;
    message_id: string | null;
  }>();
}

let seq = 0;
/** One queue message for the row, as the runtime hands it to the consumer. */
export const jobMessage = (id: number, attempts = 1, tenantId = "tenant-a") => ({
  id: `msg-${id}-${++seq}`,
  timestamp: new Date(),
  attempts,
  body: { tenantId, id } satisfies MailJob,
});

export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  messageId: string | null;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  text: string;
  html: string;
}

/** What the local SMTP server received for this address (scripts/mail-catcher.mjs). */
export async function received(url: string, to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${url}?to=${encodeURIComponent(to)}`);
  return response.json();
}

/**
 * The mail queue as a test sees it: records what the code under test puts on `MAIL_QUEUE` and,
 * when the test says so, hands it to the worker's own queue handler, as the runtime would.
 *
 * Not the runtime's local queue: its broker is one per workerd for the whole suite (isolate:
 * false), so a delivery waited behind every earlier file's messages, and in CI runs of 2026-11-27
 * to 29 it sometimes handed nothing over for minutes (tests waiting 5, 30, then 100 s for a
 * delivery failed while each passed alone in a second). What the queue binding does is the
 * runtime's; that our producers put the right bodies on it and our consumer sends what they name
 * is what these tests hold, and the end-to-end tests deliver through the real queue to the SMTP
 * catcher.
 */
export function mailQueueRecorder() {
  const bodies: unknown[] = [];
  const MAIL_QUEUE = {
    send: async (body: unknown) => void bodies.push(body),
    sendBatch: async (messages: Iterable<{ body: unknown }>) => {
      for (const message of messages) bodies.push(message.body);
    },
  } as unknown as typeof env.MAIL_QUEUE;
  const recorded = { ...env, MAIL_QUEUE };
  /** Consumes what was put on the queue, and what that put on it in turn; the bodies consumed. */
  async function deliver(): Promise<unknown[]> {
    const consumed: unknown[] = [];
    while (bodies.length) {
      const taken = bodies.splice(0);
      consumed.push(...taken);
      const batch = createMessageBatch(
        MAIL_QUEUE_NAME,
        taken.map((body) => ({ id: `recorded-${++seq}`, timestamp: new Date(), attempts: 1, body })),
      );
      const ctx = createExecutionContext();
      await worker.queue!(batch, recorded, ctx);
      await getQueueResult(batch, ctx);
    }
    return consumed;
  }
  return { env: recorded, bodies, deliver };
}
