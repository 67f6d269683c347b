import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorObject } from "../jsonapi/errors";

export const AUTH_JSON = "application/json; charset=utf-8";

/** /auth/* is devise_token_auth's protocol, not JSON:API (docs/decisions/0007-auth-protocol.md). */
export function isAuthPath(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname === "/auth" || pathname.startsWith("/auth/");
}

/**
 * Sends a devise_token_auth-style body (`{ data }`, `{ success, ... }`). Auth answers carry
 * credentials, so nothing may cache them.
 */
export function sendAuthJson(c: Context, body: unknown, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}) {
  return c.body(JSON.stringify(body), status, {
    ...headers,
    "Cache-Control": "no-store",
    "Content-Type": AUTH_JSON,
  });
}

/**
 * devise_token_auth's failure envelope, with JSON:API error objects instead of bare strings,
 * so one client-side error reader (status, title, detail, source.pointer) serves both APIs.
 */
export function authErrorBody(errors: ErrorObject[]) {
  return { success: false, errors };
}
