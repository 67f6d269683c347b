import { createDb } from "../../db/client";
import type { ApiEnv } from "../../env";
import { deleteExpiredSubmissions } from "./queries";

/**
 * The daily cron's part: every submission older than its form's retention period (chosen by the
 * owner, contract/forms RETENTION_DAYS) is deleted, in every tenant at once.
 */
export async function deleteExpiredFormSubmissions(env: ApiEnv, now = new Date()): Promise<number> {
  const result = await deleteExpiredSubmissions(createDb(env.DB), now);
  return result.meta.changes ?? 0;
}
