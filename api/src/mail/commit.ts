import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { mailIds } from "./mail-ids";
import { queueDelivery } from "./outbox";

/** A write's statements and its mails in one batch; the mails are delivered after the answer. */
export async function commit(c: Context<AppEnv>, changes: BatchItem<"sqlite">[], mails: BatchItem<"sqlite">[]) {
  const items = [...changes, ...mails];
  if (items.length === 0) return;
  const [first, ...rest] = items;
  const results = await c.var.db.batch([first, ...rest]);
  queueDelivery(c, mailIds(results, changes.length));
}

/** Writes a batch of mails (and notifications) and queues the mails. */
export const sendBatch = (c: Context<AppEnv>, writes: BatchItem<"sqlite">[]) => commit(c, [], writes);
