import { routeOfPath } from "@contract/error-reporting";
import * as Sentry from "@sentry/cloudflare";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

// Error reporting (docs/diagnostics.md): unhandled errors and 5xx answers, filed with the tenant,
// the route and (from withSentry's options, index.ts) the release. Without SENTRY_DSN the SDK is
// off and these calls do nothing. Events are scrubbed by the contract's scrubEvent.

// Before the tenant is resolved (a D1 outage fails there), the tenant the request named.
const tenantOf = (c: Context<AppEnv>) => {
  const named = c.req.header("X-Tenant") ?? "";
  return c.var.tenantId ?? (/^[a-z0-9][a-z0-9-]{0,39}$/.test(named) ? named : "none");
};

const tagsOf = (c: Context<AppEnv>) => ({
  tenant: tenantOf(c),
  // The matched route's pattern; a middleware's wildcard (a failure before routing) says less than the path.
  route: c.req.routePath && !c.req.routePath.includes("*") ? c.req.routePath : routeOfPath(new URL(c.req.url).pathname),
});

/** Files an unhandled error of this request. */
export function reportException(c: Context<AppEnv>, error: unknown) {
  c.set("errorReported", true);
  Sentry.withScope((scope) => {
    scope.setTags(tagsOf(c));
    Sentry.captureException(error);
  });
}

/** Files every 5xx answer whose cause was not filed already (a D1 outage's 503, a config error). */
export const reportServerErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 500 || c.var.errorReported) return;
  Sentry.withScope((scope) => {
    scope.setTags({ ...tagsOf(c), status: String(c.res.status) });
    Sentry.captureMessage(`HTTP ${c.res.status}`, "error");
  });
};
