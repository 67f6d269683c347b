const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests a browser sent on behalf of another site. Browsers send
 * Sec-Fetch-Site (and Origin) on every form post; older ones may send only a Referer, which then
 * decides. Every one of them that is present must agree: an Origin other than ours is refused
 * even beside `Sec-Fetch-Site: same-origin` (Remix would throw on it, a 500). A request with none
 * of them needs the CSRF token when signed in (csrf-token.ts).
 */
export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin) return origin !== own;
  if (site) return false;
  const referer = request.headers.get("Referer");
  if (referer) return originOf(referer) !== own;
  return false;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function crossSiteResponse(): Response {
  return new Response("403 Forbidden: cross-site form posts are refused. / Formulieren van andere websites worden geweigerd.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
