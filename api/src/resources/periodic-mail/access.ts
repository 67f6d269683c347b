import type { MiddlewareHandler } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { handleNotFound } from "../../jsonapi/error-handler";

/** "Send the digests now" exists for /dev/mail and e2e only: absent (404) with ENVIRONMENT=production, where only the cron plans. */
export const notInProduction: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (configOf(c.env).ENVIRONMENT === "production") return handleNotFound(c);
  await next();
};
