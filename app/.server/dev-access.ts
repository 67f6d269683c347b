import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCurrentUser } from "./auth";

/**
 * Developer pages (/dev, /test) exist outside production. In production only a super admin sees
 * them; to anyone else they answer 404, as if absent.
 */
export async function requireDevAccess(context: AppLoadContext) {
  if (context.config.ENVIRONMENT !== "production") return;
  const user = await getCurrentUser(context);
  if (user?.roles.some((role) => role.name === "super_admin")) return;
  throw new Response("Not found", { status: 404 });
}
