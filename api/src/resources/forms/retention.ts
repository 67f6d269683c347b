import { ofActiveTenant } from "../../db/active-tenant";
import { sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import type { ApiEnv } from "../../env";
import type { TenantId } from "../../tenancy";
import { fileUrlsOf, releaseAnswerFiles } from "./files";
import { deleteExpiredSubmissions } from "./queries";

/**
 * The daily cron's part: every submission older than its form's retention period (chosen by the
 * owner, contract/forms RETENTION_DAYS) is deleted, in every tenant at once, and its files leave
 * R2 with it.
 */
export async function deleteExpiredFormSubmissions(env: Pick<ApiEnv, "DB" | "FILES">, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  // The files of what is about to expire, read first: the answers are gone after the delete.
  const expiring = await db.all<{ tenant_id: string; answers: string }>(sql`SELECT s.tenant_id, s.answers FROM form_submissions s
    JOIN forms f ON f.id = s.form_id AND f.tenant_id = s.tenant_id
    WHERE ${ofActiveTenant(sql`s.tenant_id`)} AND s.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', ${now.toISOString()}, '-' || f.retention_days || ' days')
      AND instr(s.answers, '"url"') > 0`);
  const result = await deleteExpiredSubmissions(db, now);
  for (const row of expiring) await releaseAnswerFiles(db, env.FILES, row.tenant_id as TenantId, fileUrlsOf(row.answers));
  return result.meta.changes ?? 0;
}
