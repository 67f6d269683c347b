import { HEALTH_TYPE, type HealthAttributes } from "@contract/health";
import { Hono } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { showQuery } from "../../jsonapi/request-input";
import { loadActor } from "../../auth/actor";
import { checkDatabase } from "./check";

/**
 * For uptime monitors (with X-Tenant, as every api call): whether the api and its D1 answer.
 * Only a signed-in super admin gets the details (release, environment, latency, migration level).
 */
export const API_HEALTH_PATH = "/api/v1/health";

export const apiHealthRoutes = new Hono<AppEnv>()
  // No query parameters (a 400 for any): the answer is the same for every monitor.
  .get("/", showQuery({}), async (c) => {
    const details = c.var.currentUser !== null && (await loadActor(c)).superAdmin;
    const database = await checkDatabase(c.var.d1);
    const status = database.reachable ? "ok" : "unavailable";
    const config = configOf(c.env);
    const attributes: HealthAttributes = details ? { status, release: config.RELEASE, environment: config.ENVIRONMENT, database } : { status };
    return sendDocument(c, { data: { type: HEALTH_TYPE, id: "api", attributes } }, database.reachable ? 200 : 503, {
      "Cache-Control": "no-store",
      ...(database.reachable ? {} : { "Retry-After": "30" }),
    });
  })
  .all("/", methodNotAllowed(["GET"]));
