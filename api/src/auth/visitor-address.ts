import type { Context } from "hono";
import { configOf } from "../config";
import type { AppEnv } from "../env";
import { constantTimeEqualText } from "./random";

/** The header pair the web worker uses over API_URL, where CF-Connecting-IP cannot carry it. */
export const VISITOR_ADDRESS_HEADER = "Inzet-Visitor-Address";
export const VISITOR_ADDRESS_KEY_HEADER = "Inzet-Visitor-Address-Key";

// An IPv4 or IPv6 address as Cloudflare writes it; anything else would only make junk buckets.
const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The address of the visitor a request speaks for, for rate limits (docs/security.md, "Visitor
 * address"). `CF-Connecting-IP` is trusted as it is: on a request from the internet Cloudflare's
 * edge sets it (a client cannot forge it), and through the service binding only the web worker can
 * set it, to the visitor's address it got from the edge. Over API_URL the web worker's own fetch
 * reaches us from the internet, so the edge would name the web worker; it then sends the visitor's
 * address in Inzet-Visitor-Address with the shared VISITOR_ADDRESS_KEY, and only a request with
 * that key may name an address. Without either: the constant "unknown" (one shared bucket).
 */
export function visitorAddress(c: Context<AppEnv>): string {
  const key = configOf(c.env).VISITOR_ADDRESS_KEY;
  const sentKey = c.req.header(VISITOR_ADDRESS_KEY_HEADER);
  const forwarded = c.req.header(VISITOR_ADDRESS_HEADER);
  if (key && sentKey && forwarded && constantTimeEqualText(sentKey, key) && ADDRESS.test(forwarded)) return forwarded;
  const edge = c.req.header("cf-connecting-ip");
  return edge && ADDRESS.test(edge) ? edge : "unknown";
}
