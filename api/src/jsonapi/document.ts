import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { JSON_API_MEDIA_TYPE } from "./media-type";

/**
 * Sends a JSON:API document with the JSON:API media type (no parameters, as the spec demands).
 * A 201 says where the new resource lives (`Location`, JSON:API "Responses: 201 Created"): the
 * caller's own header, else the created resource's `links.self`.
 */
export function sendDocument(c: Context, document: unknown, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}) {
  // The serializer's self link is a ts-japi Link (its `href` a string) until it is stringified.
  const self = (document as { data?: { links?: { self?: unknown } } } | null)?.data?.links?.self;
  const href =
    typeof self === "string"
      ? self
      : self instanceof Object && typeof (self as { href?: unknown }).href === "string"
        ? (self as { href: string }).href
        : undefined;
  const location: Record<string, string> = status === 201 && !headers.Location && href !== undefined ? { Location: href } : {};
  return c.body(JSON.stringify(document), status, {
    ...headers,
    ...location,
    "Content-Type": JSON_API_MEDIA_TYPE,
  });
}
