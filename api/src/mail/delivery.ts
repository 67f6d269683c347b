import { and, eq, or, sql } from "drizzle-orm";
import { type Config, configOf } from "../config";
import { ofActiveTenant } from "../db/active-tenant";
import { createDb, type Database } from "../db/client";
import { databaseFor, envOfDatabase } from "../db/tenant-databases";
import { type OutboxMessage, outboxMessages } from "../db/mail-schema";
import type { ApiEnv } from "../env";
import { isDigestJob, runDigestJob } from "./digest/jobs";
import { type MailJob, isMailJob } from "./queue";
import { withTemplate } from "./templated";
import { type MailTransport, type OutgoingMail, transportFor } from "./transports";

/** How long a claim holds: longer than one transport's timeouts (15 s per SMTP step). */
export const LEASE_MS = 2 * 60_000;

/** Backoff between attempts: 30 s, 1 min, 2 min, 4 min, … capped at an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);
}

const isoIn = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** The same Message-ID on every attempt: a receiver that saw it once drops a second copy. */
export function messageIdOf(m: OutboxMessage, from: string): string {
  const domain = from.split("@").pop();
  return `<outbox.${m.tenantId}.${m.id}.${Date.parse(m.createdAt)}@${domain}>`;
}

export function outgoingMail(m: OutboxMessage, config: Config): OutgoingMail {
  const headers: Record<string, string> = { "Message-ID": messageIdOf(m, config.MAIL_FROM) };
  if (m.listUnsubscribe) {
    headers["List-Unsubscribe"] = `<${m.listUnsubscribe}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    from: { name: m.senderName ?? "Inzet", email: config.MAIL_FROM },
    to: m.toAddress,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.textBody,
    html: m.htmlBody,
    headers,
  };
}

/**
 * Claims a row for one attempt: queued, or sending with a lapsed lease (a consumer that died
 * mid-send). Of two deliveries of the same job only one gets the row back; a sent or failed
 * row is never claimed again — that is what makes a duplicated message send once.
 */
async function claim(db: Database, job: MailJob, now: Date) {
  const nowIso = now.toISOString();
  const [row] = await db
    .update(outboxMessages)
    .set({
      status: "sending",
      attempts: sql`${outboxMessages.attempts} + 1`,
      leaseUntil: isoIn(now, LEASE_MS),
      updatedAt: nowIso,
    })
    .where(
      and(
        eq(outboxMessages.tenantId, job.tenantId),
        eq(outboxMessages.id, job.id),
        // A suspended tenant's mail waits, queued, until `tenant resume` (the sweep then re-queues it).
        ofActiveTenant(outboxMessages.tenantId),
        or(eq(outboxMessages.status, "queued"), and(eq(outboxMessages.status, "sending"), sql`${outboxMessages.leaseUntil} < ${nowIso}`)),
      ),
    )
    .returning()
    .all();
  return row;
}

async function leaseOf(db: Database, job: MailJob) {
  return db
    .select({ status: outboxMessages.status, leaseUntil: outboxMessages.leaseUntil })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, job.tenantId), eq(outboxMessages.id, job.id)))
    .get();
}

type Outcome = { ack: true } | { ack: false; delaySeconds: number };

/** One attempt at one job; the answer says whether the queue should retry it, and when. */
export async function deliverJob(db: Database, config: Config, transport: MailTransport, job: MailJob, attempt: number, now = new Date()): Promise<Outcome> {
  const row = await claim(db, job, now);
  if (!row) {
    const current = await leaseOf(db, job);
    // Another consumer holds it: ask again when its lease ends (it may still fail).
    if (current?.status === "sending" && current.leaseUntil) {
      const wait = Math.ceil((Date.parse(current.leaseUntil) - now.getTime()) / 1000);
      return { ack: false, delaySeconds: Math.max(1, wait) };
    }
    return { ack: true }; // sent, failed, or gone (its tenant or user deleted it)
  }
  const mail = outgoingMail(await withTemplate(db, row), config);
  try {
    await transport.send(mail);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db
      .update(outboxMessages)
      .set({ status: "queued", failureReason: reason, leaseUntil: null, updatedAt: new Date().toISOString() })
      .where(and(eq(outboxMessages.tenantId, job.tenantId), eq(outboxMessages.id, job.id)))
      .run();
    console.warn(`mail: attempt ${attempt} of #${job.id} failed: ${reason}`);
    return { ack: false, delaySeconds: retryDelaySeconds(attempt) };
  }
  const sentAt = new Date().toISOString();
  await db
    .update(outboxMessages)
    .set({
      status: "sent",
      sentAt,
      messageId: mail.headers["Message-ID"],
      failureReason: null,
      leaseUntil: null,
      updatedAt: sentAt,
    })
    .where(and(eq(outboxMessages.tenantId, job.tenantId), eq(outboxMessages.id, job.id)))
    .run();
  return { ack: true };
}

/** The dead-letter queue's consumer: the queue gave up, so the row says so (reason kept). */
export async function markFailed(db: Database, job: MailJob) {
  await db
    .update(outboxMessages)
    .set({
      status: "failed",
      failureReason: sql`coalesce(${outboxMessages.failureReason}, 'gave up after ' || ${outboxMessages.attempts} || ' attempts')`,
      leaseUntil: null,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(outboxMessages.tenantId, job.tenantId), eq(outboxMessages.id, job.id), sql`${outboxMessages.status} <> 'sent'`))
    .run();
}

/** Queue names of api/wrangler.toml. */
export const MAIL_QUEUE_NAME = "inzet-mail";
export const MAIL_DEAD_LETTER_QUEUE_NAME = "inzet-mail-failed";

/**
 * The api worker's queue handler. Messages of one batch are sent one after another: a batch is
 * at most 10 (wrangler.toml), and one SMTP connection per mail keeps a failure to its own mail.
 */
export async function handleMailBatch(batch: MessageBatch<unknown>, env: ApiEnv, transport: MailTransport = transportFor(configOf(env))) {
  const deadLetters = batch.queue.startsWith(MAIL_DEAD_LETTER_QUEUE_NAME);
  const config = configOf(env);
  for (const message of batch.messages) {
    if (isDigestJob(message.body)) {
      // A planning job that kept failing: the subscribers it did not claim stay due for the next run.
      if (deadLetters) console.error("digest: gave up on a planning job", message.id);
      else await runDigestJob(envOfDatabase(env, message.body.database ?? "DB"), message.body);
      message.ack();
      continue;
    }
    if (!isMailJob(message.body)) {
      console.error("mail: dropped a queue message that is not a mail job", message.id);
      message.ack();
      continue;
    }
    // The tenant the job carries names its database (db/tenant-databases.ts).
    const db = createDb(databaseFor(env, message.body.tenantId));
    if (deadLetters) {
      await markFailed(db, message.body);
      message.ack();
      continue;
    }
    const outcome = await deliverJob(db, config, transport, message.body, message.attempts);
    if (outcome.ack) message.ack();
    else message.retry({ delaySeconds: outcome.delaySeconds });
  }
}
