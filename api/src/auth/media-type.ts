import type { MiddlewareHandler } from "hono";
import { JSON_API_MEDIA_TYPE, requireContentType } from "../jsonapi/media-type";
import { parseMediaRange } from "../jsonapi/media-range";
import { AUTH_JSON } from "./envelope";

/**
 * /auth/* accepts what devise_token_auth clients send (`application/json`, charset allowed) and
 * what the JSON:API client sends (`application/vnd.api+json`); answers are always JSON.
 * Accept is not negotiated here: both kinds of client read the JSON answer.
 */
export function isAcceptableAuthContentType(header: string | undefined) {
  const range = header === undefined ? null : parseMediaRange(header);
  if (range === null) return false;
  const params = Object.keys(range.params);
  if (range.type === "application/json") return params.every((k) => k === "charset");
  return range.type === JSON_API_MEDIA_TYPE && params.every((k) => k === "profile");
}

export const authMediaType: MiddlewareHandler = async (c, next) => {
  requireContentType(c, isAcceptableAuthContentType, `Send /auth request bodies as Content-Type: application/json or ${JSON_API_MEDIA_TYPE}`);
  await next();
  if (c.res.body !== null) {
    c.res.headers.set("Content-Type", AUTH_JSON);
    c.res.headers.set("Cache-Control", "no-store");
  }
};
