import { sql } from "drizzle-orm";
import { ofActiveTenant } from "../db/active-tenant";
import { createDb } from "../db/client";
import type { ApiEnv } from "../env";
import type { TenantId } from "../tenancy";
import { enqueueMail } from "./queue";

/**
 * A row this long without a first attempt, this long since a failed attempt (the longest backoff
 * before the dead-letter queue is minutes: api/wrangler.toml's max_retries, delivery.ts), or this
 * long past its lease, lost its queue message.
 */
export const SWEEP_AFTER_MS = 15 * 60_000;
const SWEEP_LIMIT = 1000;

/**
 * The cron's safety net: re-queues outbox rows whose queue message never arrived (the enqueue
 * after the response failed), whose retry never came (a queue that lost its messages: the local
 * runtime's, in memory, when it restarts; the burst's --restart-api found 263 such rows) or whose
 * consumer died mid-send. A row still in the queue may get a second message; the claim in
 * delivery.ts makes that one a no-op.
 */
export async function requeueStaleMail(env: ApiEnv, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const before = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  const rows = await db.all<{ id: number; tenant_id: TenantId }>(sql`
    SELECT id, tenant_id FROM outbox_messages
    WHERE ((status = 'queued' AND attempts = 0 AND created_at < ${before})
       OR (status = 'queued' AND attempts > 0 AND updated_at < ${before})
       OR (status = 'sending' AND lease_until < ${before}))
      AND ${ofActiveTenant(sql`tenant_id`)}
    ORDER BY created_at LIMIT ${SWEEP_LIMIT}`);
  const byTenant = new Map<TenantId, number[]>();
  for (const row of rows) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row.id]);
  for (const [tenantId, ids] of byTenant) await enqueueMail(env, tenantId, ids);
  return rows.length;
}
