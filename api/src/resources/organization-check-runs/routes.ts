import { Hono } from "hono";
import { databaseNameFor, envOfDatabase } from "../../db/tenant-databases";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { handleNotFound, methodNotAllowed } from "../../jsonapi/error-handler";
import { sendYearlyChecks } from "../organization-checks/yearly";

export const ORGANIZATION_CHECK_RUNS_PATH = "/api/v1/organization_check_runs";

/**
 * POST: "send the yearly check mails now", for /dev/mail and the e2e flow that follows the mail's
 * link: every approved organization of the tenant not mailed today is mailed, as if a year had
 * passed. Absent (404) with ENVIRONMENT=production, where only the daily cron mails.
 */
export const organizationCheckRunRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (configOf(c.env).ENVIRONMENT === "production") return handleNotFound(c);
    await next();
  })
  .post("/", async (c) => {
    const mails = await sendYearlyChecks(envOfDatabase(c.env, databaseNameFor(c.env, c.var.tenantId)), new Date(), { tenantId: c.var.tenantId, force: true });
    return sendDocument(c, { meta: { mails } }, 202);
  })
  .all("/", methodNotAllowed(["POST"]));
