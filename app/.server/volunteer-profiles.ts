import type { AppLoadContext } from "@remix-run/cloudflare";
import { pageNotFound } from "./not-found";

/** Volunteer profiles, the pool and the replies are off in the meedoen app context (spec section 1): 404s there. */
export function requireProfilesFeature(request: Request, context: AppLoadContext) {
  if (!context.tenant.features.volunteerProfiles) pageNotFound(request);
}

/** One-on-one help is on for the public tenant and the neighbour-help tenant only: 404 elsewhere. */
export function requireOneOnOneHelpFeature(request: Request, context: AppLoadContext) {
  if (!context.tenant.features.oneOnOneHelp) pageNotFound(request);
}
