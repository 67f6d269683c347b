import type { Config } from "./config";

/**
 * On a locked host (a campaign or collaboration domain) only its landing path exists: any other
 * path answers a redirect there. Null when the request may go on.
 */
export function lockedHostRedirect(request: Request, config: Pick<Config, "LOCKED_HOSTS">): Response | null {
  const url = new URL(request.url);
  const landing = config.LOCKED_HOSTS[url.hostname.toLowerCase()];
  if (!landing || url.pathname === landing) return null;
  return new Response(null, { status: 302, headers: { Location: landing } });
}
