import { HEALTH_TYPE, type HealthAttributes } from "@contract/health";
import { type Context, Hono } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { loadActor } from "../../auth/actor";
import { checkDatabase } from "./check";

/**
 * For uptime monitors (with X-Tenant, as every api call): whether the api and its D1 answer.
 * Only a signed-in super admin gets the details (release, environment, latency, migration level).
 */
export const API_HEALTH_PATH = "/api/v1/health";

async function answer(c: Context<AppEnv>, details: boolean) {
  parseQuery(new URL(c.req.url).searchParams, {});
  const database = await checkDatabase(c.var.d1);
  const status = database.reachable ? "ok" : "unavailable";
  const attributes: HealthAttributes = details ? { status, release: configOf(c.env).RELEASE, environment: configOf(c.env).ENVIRONMENT, database } : { status };
  return sendDocument(c, { data: { type: HEALTH_TYPE, id: "api", attributes } }, database.reachable ? 200 : 503, {
    "Cache-Control": "no-store",
    ...(database.reachable ? {} : { "Retry-After": "30" }),
  });
}

export const apiHealthRoutes = new Hono<AppEnv>()
  .get("/", async (c) => answer(c, c.var.currentUser !== null && (await loadActor(c)).superAdmin))
  .all("/", methodNotAllowed(["GET"]));
