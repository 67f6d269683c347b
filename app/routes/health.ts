import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHealth, isSuperAdmin, releaseOf } from "~/.server/health";

/**
 * The web worker's health for uptime monitors: 200 `{ "status": "ok" }` while it can reach the
 * api and the api its D1, else 503. Details (release, environment, the api's health) only for a
 * signed-in super admin (docs/diagnostics.md).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [{ health, latencyMs }, details] = await Promise.all([apiHealth(context), isSuperAdmin(context)]);
  const status = health?.status === "ok" ? "ok" : "unavailable";
  const body = details ? { status, release: releaseOf(context), environment: context.config.ENVIRONMENT, api: { latencyMs, ...health } } : { status };
  return Response.json(body, {
    status: status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(status === "ok" ? {} : { "Retry-After": "30" }) },
  });
}
