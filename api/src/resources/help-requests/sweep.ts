import { ofActiveTenant } from "../../db/active-tenant";
import { HELP_UNCONFIRMED_DAYS } from "@contract/help-requests";
import { sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import type { ApiEnv } from "../../env";

/**
 * The daily cron's part (docs/one-on-one-help.md): a request for help still unconfirmed after
 * HELP_UNCONFIRMED_DAYS is deleted, in every tenant at once. Nobody but the centre's staff ever
 * saw it, and the requester's name and phone are not kept for an address never proven. One index
 * range (0133), so the run reads only what it deletes. Returns how many went.
 */
export async function deleteUnconfirmedHelpRequests(env: Pick<ApiEnv, "DB">, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - HELP_UNCONFIRMED_DAYS * 86_400_000).toISOString();
  const result = await createDb(env.DB).run(
    sql`DELETE FROM help_requests WHERE status = 'unconfirmed' AND ${ofActiveTenant(sql`tenant_id`)} AND created_at < ${before}`,
  );
  return result.meta.changes ?? 0;
}
