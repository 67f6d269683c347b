import type { Context, MiddlewareHandler } from "hono";
import { JsonApiError } from "./errors";
import { type MediaRange, parseAccept, parseMediaRange } from "./media-range";

export const JSON_API_MEDIA_TYPE = "application/vnd.api+json";

/**
 * A JSON:API media type the server can honour. `profile` may be ignored safely (JSON:API 1.1);
 * `ext` names extensions, and this server implements none, so any `ext` counts as unsupported;
 * every other parameter (`charset`, ...) is a modification JSON:API forbids.
 */
function isPlainJsonApi(range: MediaRange): boolean {
  return range.type === JSON_API_MEDIA_TYPE && Object.keys(range.params).every((k) => k === "profile");
}

/** Content-Type rule: a request document must be exactly the JSON:API media type. */
export function isAcceptableContentType(header: string | undefined): boolean {
  const range = header === undefined ? null : parseMediaRange(header);
  return range !== null && isPlainJsonApi(range);
}

/**
 * Accept rule. Absent or empty Accept means anything goes. Otherwise the most specific ranges
 * decide (RFC 9110): if the JSON:API type is listed, at least one listing must be unmodified and
 * not refused with q=0 (so `application/vnd.api+json; charset=utf-8, *\/*` is still 406, as
 * JSON:API requires); else `application/*` or `*\/*` with q > 0 must be present.
 */
export function acceptsJsonApi(header: string | undefined): boolean {
  if (header === undefined || header.trim() === "") return true;
  const ranges = parseAccept(header);
  const exact = ranges.filter((r) => r.type === JSON_API_MEDIA_TYPE);
  if (exact.length > 0) return exact.some((r) => isPlainJsonApi(r) && r.q > 0);
  const application = ranges.filter((r) => r.type === "application/*");
  if (application.length > 0) return application.some((r) => r.q > 0);
  return ranges.some((r) => r.type === "*/*" && r.q > 0);
}

/** RFC 9110: a request has content when it declares a length above zero or a transfer coding. */
export function hasContent(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return length.trim() !== "0";
  return request.headers.has("transfer-encoding") || request.body !== null;
}

/** The 415 for a request with content of a type `acceptable` refuses; `wanted` says what to send instead. */
export function requireContentType(c: Context, acceptable: (header: string | undefined) => boolean, wanted: string) {
  const contentType = c.req.header("content-type");
  if (hasContent(c.req.raw) && !acceptable(contentType)) {
    throw new JsonApiError({
      status: 415,
      title: "Unsupported media type",
      detail: `${wanted}; got ${contentType ? `"${contentType}"` : "none"}.`,
      source: { header: "Content-Type" },
    });
  }
}

/** JSON:API content negotiation: 415 for a foreign request document, 406 for an Accept we cannot meet. */
export const jsonApiMediaType: MiddlewareHandler = async (c, next) => {
  requireContentType(
    c,
    isAcceptableContentType,
    `Request documents must be sent as Content-Type: ${JSON_API_MEDIA_TYPE} without media type parameters (profile excepted)`,
  );
  if (!acceptsJsonApi(c.req.header("accept"))) {
    throw new JsonApiError({
      status: 406,
      title: "Not acceptable",
      detail: `This server only answers with ${JSON_API_MEDIA_TYPE}; the Accept header must allow it without media type parameters (profile excepted).`,
      source: { header: "Accept" },
    });
  }
  await next();
  // Whatever produced the response (a route, notFound, onError), it is a JSON:API document.
  if (c.res.body !== null) c.res.headers.set("Content-Type", JSON_API_MEDIA_TYPE);
};
