import { VACANCY_EMBED_PATH } from "@contract/vacancies/embed";
import { contentSecurityPolicy } from "./csp";

// Headers every page answer carries. Static assets get the same from public/_headers.
const HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No page of ours is meant to be framed by another site (clickjacking); CSP frame-ancestors
  // says the same to browsers that read it.
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

// The social map's widget and the vacancy list are made to be framed by partner websites
// (docs/social-map.md, docs/vacancy-embed.md): on those paths alone, the sources of the
// EMBED_FRAME_ANCESTORS var (default: any https site) may frame them. They are read-only and
// public, so framing them risks nothing.
const FRAMEABLE = new RegExp(`^(/embed/sociale-kaart|${VACANCY_EMBED_PATH})(/|$)`);
export const DEFAULT_FRAME_ANCESTORS = "https:";

export interface SecurityOptions {
  /** This response's CSP nonce; the same one entry.server put on its scripts and styles. */
  nonce: string;
  tileUrl?: string;
  frameAncestors?: string;
}

/** Adds the security headers and the Content-Security-Policy, and HSTS when the request came over https. */
export function withSecurityHeaders(response: Response, request: Request, options: SecurityOptions): Response {
  const secured = new Response(response.body, response);
  const url = new URL(request.url);
  const frameable = FRAMEABLE.test(url.pathname);
  for (const [name, value] of Object.entries(HEADERS)) {
    if (frameable && name === "X-Frame-Options") continue;
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  if (frameable) secured.headers.delete("X-Frame-Options");
  const frameAncestors = frameable ? (options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS) : undefined;
  secured.headers.set("Content-Security-Policy", contentSecurityPolicy({ nonce: options.nonce, tileUrl: options.tileUrl, frameAncestors }));
  // Only over https: on plain http (local development) browsers ignore it, and it must not pin localhost.
  if (url.protocol === "https:") secured.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return secured;
}
