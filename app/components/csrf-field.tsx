import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/**
 * The signed-in session's CSRF token as a hidden field: in every post form, so a post still
 * passes when the browser sends none of Origin, Referer and Sec-Fetch-Site (app/.server/csrf-token.ts,
 * docs/security.md). Nothing when signed out. Never in a GET form: the token would end up in URLs.
 */
export function CsrfField() {
  const token = useRouteLoaderData<typeof rootLoader>("root")?.csrf;
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}
