import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { JSON_API_MEDIA_TYPE } from "./media-type";

/** Sends a JSON:API document with the JSON:API media type (no parameters, as the spec demands). */
export function sendDocument(
  c: Context,
  document: unknown,
  status: ContentfulStatusCode = 200,
  headers: Record<string, string> = {},
) {
  return c.body(JSON.stringify(document), status, {
    ...headers,
    "Content-Type": JSON_API_MEDIA_TYPE,
  });
}
