import type { AppLoadContext } from "@remix-run/cloudflare";

/** The signed-in user's own data as the api's JSON:API document, unparsed (docs/own-data.md). */
export function fetchOwnData(context: AppLoadContext): Promise<Response> {
  return context.api.bytes("GET", "/api/v1/current_user/export");
}
