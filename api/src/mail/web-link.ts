import { ConfigError, configOf } from "../config";
import type { LinkSite } from "../auth/mail-link";
import type { AppEnv } from "../env";
import { publicLink } from "./public-url";

/**
 * A web page for a mail's button on the tenant's (or centre's) public site, or undefined when
 * none is configured: the mail then simply has no button.
 */
export function webLink(env: AppEnv["Bindings"], site: LinkSite, path: string): string | undefined {
  try {
    return publicLink(configOf(env), site.tenantId, site.centerId, path);
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}
