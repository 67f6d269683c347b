import type { AppLoadContext } from "@remix-run/cloudflare";
import { hostOf } from "./tenant";
import { pageNotFound } from "./not-found";

/**
 * Whether `/switch` can change anything here: never in production (visitors have no business
 * choosing a tenant), and not on a host the configuration ties to a tenant, where the host wins
 * over the cookie and switching would only toast a change that does not happen.
 */
export function tenantSwitchAvailable(request: Request, context: AppLoadContext) {
  return context.config.ENVIRONMENT !== "production" && !(hostOf(request) in context.config.HOST_TENANTS);
}

/** Guard of the switch page and its action: 'Page Not Found' where switching has no effect. */
export function requireTenantSwitch(request: Request, context: AppLoadContext) {
  if (!tenantSwitchAvailable(request, context)) pageNotFound(request);
}
