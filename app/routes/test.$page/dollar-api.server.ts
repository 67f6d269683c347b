import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { CURRENT_CENTER_PATH } from "~/.server/api/volunteer-centers";

// An api path the user could request themselves: /api/v1/… with a query, no dot segments.
const API_PATH = /^\/api\/v1\/[A-Za-z0-9_\-/]*(\?[A-Za-z0-9_\-.=&%[\],:+]*)?$/;

/**
 * /test/dollar-api?path=/api/v1/…: the raw JSON:API document of a GET, made with the visitor's own
 * credentials, so it shows exactly what they may see. Only GET, only /api/v1 paths.
 */
export async function dollarApi(request: Request, context: AppLoadContext) {
  const path = new URL(request.url).searchParams.get("path")?.trim() ?? "";
  if (path === "") return { path, example: CURRENT_CENTER_PATH, status: null, body: null, invalid: false };
  if (!API_PATH.test(path) || path.includes("..")) return { path, example: CURRENT_CENTER_PATH, status: null, body: null, invalid: true };
  try {
    const response = await context.api.bytes("GET", path);
    return { path, example: CURRENT_CENTER_PATH, status: response.status, body: pretty(await response.text()), invalid: false };
  } catch (error) {
    if (error instanceof ApiError)
      return { path, example: CURRENT_CENTER_PATH, status: error.status, body: JSON.stringify({ errors: error.errors }, null, 2), invalid: false };
    if (error instanceof Response) return { path, example: CURRENT_CENTER_PATH, status: error.status, body: await error.text(), invalid: false };
    throw error;
  }
}

function pretty(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
