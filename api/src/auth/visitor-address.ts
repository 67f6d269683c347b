import type { Context } from "hono";
import { configOf } from "../config";
import type { AppEnv } from "../env";
import { JsonApiError } from "../jsonapi/errors";
import { constantTimeEqualText } from "./random";

/** The header pair the web worker uses over API_URL, where CF-Connecting-IP cannot carry it. */
export const VISITOR_ADDRESS_HEADER = "Inzet-Visitor-Address";
export const VISITOR_ADDRESS_KEY_HEADER = "Inzet-Visitor-Address-Key";

/** A request that does not say which visitor it is for (docs/security.md, "Visitor address"). */
export const UNKNOWN_VISITOR = "unknown";

// An IPv4 or IPv6 address as Cloudflare writes it; anything else would only make junk buckets.
const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The address of the visitor a request speaks for, for rate limits (docs/security.md, "Visitor
 * address"). `CF-Connecting-IP` is trusted as it is: on a request from the internet Cloudflare's
 * edge sets it (a client cannot forge it), and through the service binding only the web worker can
 * set it, to the visitor's address it got from the edge. Over API_URL (VISITOR_ADDRESS_FROM
 * "web-worker") the edge would name the web worker, so the web worker names the visitor in
 * Inzet-Visitor-Address beside the shared VISITOR_ADDRESS_KEY. A key this api does not hold is
 * refused (403) rather than quietly counting the web worker's one address for every visitor: it is
 * a deployment whose two workers disagree, or a forgery. Without an address: UNKNOWN_VISITOR,
 * which the limits give a bucket of its own per account (rate-limit.ts), never one for everybody.
 */
export function visitorAddress(c: Context<AppEnv>): string {
  const sentKey = c.req.header(VISITOR_ADDRESS_KEY_HEADER);
  if (sentKey !== undefined) {
    const config = configOf(c.env);
    const key = config.VISITOR_ADDRESS_FROM === "web-worker" ? config.VISITOR_ADDRESS_KEY : undefined;
    if (!key || !constantTimeEqualText(sentKey, key)) throw keyRefused();
    const named = c.req.header(VISITOR_ADDRESS_HEADER);
    return named && ADDRESS.test(named) ? named : UNKNOWN_VISITOR;
  }
  const edge = c.req.header("cf-connecting-ip");
  return edge && ADDRESS.test(edge) ? edge : UNKNOWN_VISITOR;
}

const keyRefused = () =>
  new JsonApiError({
    status: 403,
    title: "Forbidden",
    detail: 'Inzet-Visitor-Address-Key is not this api\'s VISITOR_ADDRESS_KEY: the web worker and the api must share it (VISITOR_ADDRESS_FROM "web-worker").',
    code: "visitor_address_key",
  });
