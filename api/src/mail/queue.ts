import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import type { ApiEnv } from "../env";
import type { TenantId } from "../tenancy";

/** What the mail queue carries: a pointer to the outbox row, which holds the mail itself. */
export interface MailJob {
  tenantId: string;
  id: number;
}

// sendBatch takes at most 100 messages per call.
const SEND_BATCH_LIMIT = 100;

/** Puts outbox rows on the queue; logs (never throws) when the queue refuses: the sweep retries. */
export async function enqueueMail(env: Pick<ApiEnv, "MAIL_QUEUE">, tenantId: TenantId, ids: number[]): Promise<void> {
  try {
    for (let start = 0; start < ids.length; start += SEND_BATCH_LIMIT) {
      await env.MAIL_QUEUE.sendBatch(ids.slice(start, start + SEND_BATCH_LIMIT).map((id) => ({ body: { tenantId, id } satisfies MailJob })));
    }
  } catch (error) {
    console.error("mail: could not queue", tenantId, ids, error);
  }
}

/**
 * A cron's mails (outbox inserts, each returning its id) written in one D1 batch and put on the
 * queue; the number written. The day-before reminders of activities and of shifts send this way.
 */
export async function writeAndEnqueue(env: Pick<ApiEnv, "MAIL_QUEUE">, db: Database, tenantId: TenantId, mails: BatchItem<"sqlite">[]): Promise<number> {
  if (mails.length === 0) return 0;
  const results = (await db.batch(mails as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as { id: number }[][];
  const ids = results.flat().map((r) => r.id);
  await enqueueMail(env, tenantId, ids);
  return ids.length;
}

/** A queue body from outside our own producer is dropped, not retried. */
export function isMailJob(body: unknown): body is MailJob {
  if (typeof body !== "object" || body === null) return false;
  const { tenantId, id } = body as Record<string, unknown>;
  return typeof tenantId === "string" && tenantId !== "" && typeof id === "number" && Number.isSafeInteger(id) && id > 0;
}
