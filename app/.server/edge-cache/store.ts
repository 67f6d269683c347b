// Keeping and finding rendered pages in the Workers Cache API (`caches.default`; Miniflare has it
// locally). The page is kept as Remix rendered it, before the security headers, with the nonce
// it was rendered with; a page found again gets this response's own nonce.
import { CACHE_TTL_SECONDS } from "./rules";

const NONCE_HEADER = "X-Inzet-Rendered-Nonce";
const CONTROL_HEADER = "X-Inzet-Cache-Control";

/** The runtime's default cache; absent where there is none (the unit tests' Node). */
export function defaultCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}

/** A copy of the page to keep: the TTL for the cache, what the page itself said kept aside. */
export function toKept(response: Response, nonce: string): Response {
  const kept = new Response(response.body, response);
  const control = response.headers.get("Cache-Control");
  if (control) kept.headers.set(CONTROL_HEADER, control);
  kept.headers.set("Cache-Control", `public, max-age=${CACHE_TTL_SECONDS}`);
  kept.headers.set(NONCE_HEADER, nonce);
  return kept;
}

/**
 * The kept page as this response: the nonce it was rendered with replaced by this response's
 * (a nonce is only worth something while nobody can know it in advance), the page's own
 * Cache-Control back, and how old the copy is.
 */
export async function fromKept(kept: Response, nonce: string): Promise<Response> {
  const rendered = kept.headers.get(NONCE_HEADER);
  let body = await kept.text();
  if (rendered) body = body.replaceAll(rendered, nonce);
  const response = new Response(body, kept);
  const control = kept.headers.get(CONTROL_HEADER);
  if (control) response.headers.set("Cache-Control", control);
  else response.headers.delete("Cache-Control");
  for (const name of [NONCE_HEADER, CONTROL_HEADER, "CF-Cache-Status", "Expires", "Content-Length"]) response.headers.delete(name);
  return response;
}
