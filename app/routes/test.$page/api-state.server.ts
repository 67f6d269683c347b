import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiHealth, isSuperAdmin, releaseOf } from "~/.server/health";

/** /test/api: can the web reach the api, how fast, and (for super admins) its release and migration level. */
export async function apiState(context: AppLoadContext) {
  const [{ health, latencyMs }, details] = await Promise.all([apiHealth(context), isSuperAdmin(context)]);
  return {
    reachable: health !== null,
    status: health?.status ?? "unavailable",
    latencyMs,
    transport: context.cloudflare.env.API ? "service binding" : (context.config.API_URL ?? ""),
    webRelease: releaseOf(context),
    details,
    apiRelease: health?.release ?? null,
    environment: health?.environment ?? null,
    database: health?.database ?? null,
  };
}
