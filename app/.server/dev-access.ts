import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * Developer pages (/dev, /test) exist outside production. In production they answer 404, as if
 * absent; super admins will be let through once roles exist (issue 4).
 */
export function requireDevAccess(context: AppLoadContext) {
  if (context.config.ENVIRONMENT === "production") throw new Response("Not found", { status: 404 });
}
