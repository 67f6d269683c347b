import type { Config } from "../config";
import { type PointerFor, fieldError } from "../jsonapi/validation";
import { allowedRedirect } from "./redirect-url";

/**
 * Where a mailed link points: the client's URL (devise_token_auth's `confirm_success_url` /
 * `redirect_url`) when allowed by REDIRECT_HOSTS, else MAIL_LINK_BASE_URL + the web route.
 * A refused URL is a 422 on that field, whatever the account's state (no enumeration).
 */
export function mailLinkBase(
  config: Config,
  value: unknown,
  field: string,
  fallbackPath: string,
  pointer: PointerFor,
): URL {
  if (value === undefined || value === null || value === "") {
    if (config.MAIL_LINK_BASE_URL)
      return new URL(fallbackPath, config.MAIL_LINK_BASE_URL);
    throw fieldError(
      field,
      `${field} is required: this server has no default link for its mails.`,
      "blank",
      pointer,
    );
  }
  const url =
    typeof value === "string"
      ? allowedRedirect(value, config.REDIRECT_HOSTS)
      : null;
  if (url === null) {
    throw fieldError(
      field,
      `Redirect to '${String(value).slice(0, 200)}' not allowed.`,
      "redirect_not_allowed",
      pointer,
    );
  }
  return url;
}
