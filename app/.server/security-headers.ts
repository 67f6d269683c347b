// Headers every page answer carries. Static assets get the same from public/_headers.
// A Content-Security-Policy with nonces is not here yet: the budgets issue adds it.
const HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No page of ours is meant to be framed by another site (clickjacking).
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

// The social map's widget is made to be framed by partner websites (docs/social-map.md): on that
// path alone, the sources of the EMBED_FRAME_ANCESTORS var (default: any https site) may frame
// it. It is read-only and public, so framing it risks nothing.
const FRAMEABLE = /^\/embed\/sociale-kaart(\/|$)/;
export const DEFAULT_FRAME_ANCESTORS = "https:";

/** Adds the security headers, and HSTS when the request came over https. */
export function withSecurityHeaders(response: Response, request: Request, frameAncestors = DEFAULT_FRAME_ANCESTORS): Response {
  const secured = new Response(response.body, response);
  const frameable = FRAMEABLE.test(new URL(request.url).pathname);
  for (const [name, value] of Object.entries(HEADERS)) {
    if (frameable && name === "X-Frame-Options") continue;
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  if (frameable) {
    secured.headers.delete("X-Frame-Options");
    secured.headers.set("Content-Security-Policy", `frame-ancestors 'self' ${frameAncestors}`);
  }
  if (new URL(request.url).protocol === "https:") secured.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return secured;
}
