import type { Config } from "../config";
import { type PointerFor, fieldError } from "../jsonapi/validation";
import { publicBaseUrl } from "../mail/public-url";
import { allowedRedirect } from "./redirect-url";

/** Whose site a mailed link opens: the tenant's, or the centre's own host where it has one. */
export interface LinkSite {
  tenantId: string;
  centerId: number | null;
}

/**
 * Where a mailed link points: the public site of `site` (mail/public-url.ts, from configuration)
 * with the path and query of the client's URL (devise_token_auth's `confirm_success_url` /
 * `redirect_url`), or with the web route `fallbackPath` when there is none. The client's URL must
 * still pass REDIRECT_HOSTS (422 on that field otherwise, whatever the account's state: no
 * enumeration), but its host never reaches the mail: it came from the request.
 */
export function mailLinkBase(config: Config, site: LinkSite, value: unknown, field: string, fallbackPath: string, pointer: PointerFor): URL {
  const link = publicBaseUrl(config, site.tenantId, site.centerId);
  if (value === undefined || value === null || value === "") {
    link.pathname = fallbackPath;
    return link;
  }
  const url = typeof value === "string" ? allowedRedirect(value, config.REDIRECT_HOSTS) : null;
  if (url === null) {
    throw fieldError(field, `Redirect to '${String(value).slice(0, 200)}' not allowed.`, "redirect_not_allowed", pointer);
  }
  // Set on the configured URL, not resolved against it: a path like //evil.example stays a path.
  link.pathname = url.pathname;
  link.search = url.search;
  return link;
}
