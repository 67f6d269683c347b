import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { databaseNameFor } from "../../db/tenant-databases";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { handleNotFound, methodNotAllowed } from "../../jsonapi/error-handler";
import { startDigests } from "../../mail/digest/jobs";

export const DIGEST_RUNS_PATH = "/api/v1/digest_runs";

/**
 * POST: "send the digests now", for /dev/mail and the e2e flow that follows a digest's link: the
 * tenant's subscribers become due and the daily cron's planning starts (through the queue, as the
 * cron does). Each still gets only what is new to them. Like the outbox viewer, absent (404) with
 * ENVIRONMENT=production, where only the cron plans.
 */
export const digestRunRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (configOf(c.env).ENVIRONMENT === "production") return handleNotFound(c);
    await next();
  })
  .post("/", async (c) => {
    const now = new Date();
    const { db, tenantId } = c.var;
    const due = await db.all<{ id: number }>(sql`
      UPDATE users SET digest_due_at = ${new Date(now.getTime() - 1000).toISOString()}
      WHERE tenant_id = ${tenantId} AND digest_due_at IS NOT NULL
      RETURNING id`);
    // The tenant's own database's chain, when it has one (db/tenant-databases.ts).
    await startDigests(c.env, now, databaseNameFor(c.env, tenantId));
    return sendDocument(c, { meta: { subscribers: due.length, run_at: now.toISOString() } }, 202);
  })
  .all("/", methodNotAllowed(["POST"]));
