/** A fresh nonce per response: 128 random bits, base64 (CSP's nonce-source grammar). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

// Google Analytics (app/components/analytics.tsx) sends its hits by fetch/beacon and pixel. Its
// script itself needs no host here: it carries the nonce and loads the rest under 'strict-dynamic'.
const ANALYTICS = "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/**
 * The origin the map's tiles come from, for img-src: MAP_TILE_URL is a template, and a `{s}`
 * (sub-domain) placeholder becomes CSP's `*.` wildcard.
 */
export function tileSource(tileUrl: string): string | null {
  const host = /^https:\/\/([^/?#]+)/.exec(tileUrl)?.[1];
  return host ? `https://${host.replace(/\{[^}]*\}/g, "*")}` : null;
}

export interface CspOptions {
  nonce: string;
  tileUrl?: string;
  /** frame-ancestors sources for the embed paths; other paths are never framed. */
  frameAncestors?: string;
}

/**
 * The Content-Security-Policy of a page (docs/security.md). Scripts run only with this response's
 * nonce (Remix's, the map island's, analytics') or when a nonced script loads them; no inline
 * script or event handler without it. Style attributes are the one compromise: the server renders
 * a few (loading bar, toasts, react-aria's hidden elements), so style-src-attr allows them, while
 * <style> elements need the nonce and stylesheets come from this site.
 */
export function contentSecurityPolicy({ nonce, tileUrl, frameAncestors }: CspOptions): string {
  const tiles = tileUrl ? tileSource(tileUrl) : null;
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'"],
    ["style-src", "'self'", `'nonce-${nonce}'`],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...(tiles ? [tiles] : []), ANALYTICS],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ANALYTICS],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", ...(frameAncestors ? ["'self'", frameAncestors] : ["'none'"])],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}
