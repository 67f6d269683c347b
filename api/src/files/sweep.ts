import { ofActiveTenant } from "../db/active-tenant";
import { and, asc, lt, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { files } from "../db/files-schema";
import type { ApiEnv } from "../env";
import type { TenantId } from "../tenancy";
import { releaseFile, fileUrl } from "./storage";

/** An upload nobody took up within this long is swept: time enough for a form that uploads and then saves. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** Files looked at per run; the rest wait for the next day. */
const BATCH = 500;

/**
 * The daily cron's part (docs/files.md, "Unused uploads"): every file older than a day that no
 * record refers to (FILE_REFERENCES) is deleted, row and R2 object, in every tenant. What a form
 * uploaded and then never saved, a replaced file another record kept from being released, an
 * image taken out of a page's text: none of it stays in the bucket.
 */
export async function sweepUnusedUploads(env: Pick<ApiEnv, "DB" | "FILES">, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const before = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS).toISOString();
  let cursor = 0;
  let deleted = 0;
  for (let looked = 0; looked < BATCH * 10; looked += BATCH) {
    const rows = await db
      .select({ id: files.id, tenantId: files.tenantId, key: files.key })
      .from(files)
      .where(and(lt(files.createdAt, before), ofActiveTenant(files.tenantId), sql`${files.id} > ${cursor}`))
      .orderBy(asc(files.id))
      .limit(BATCH)
      .all();
    for (const row of rows) if (await releaseFile(db, env.FILES, row.tenantId as TenantId, fileUrl(row.key))) deleted += 1;
    if (rows.length < BATCH) break;
    cursor = rows[rows.length - 1]!.id;
  }
  return deleted;
}
