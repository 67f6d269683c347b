import { getApiHealth, type ApiHealth } from "./api/health";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCurrentUser } from "./auth";
import { powersOfUser } from "./permissions";

/** This build's release: the configured RELEASE, else the build's id (docs/decisions/0006). */
export const releaseOf = (context: AppLoadContext) => context.config.RELEASE ?? import.meta.env.VITE_BUILD_ID ?? "development";

/** The api's health as the web sees it, with the round trip's time; null when it is unreachable. */
export async function apiHealth(context: AppLoadContext): Promise<{ health: ApiHealth | null; latencyMs: number }> {
  const started = Date.now();
  try {
    return { health: await getApiHealth(context.api), latencyMs: Date.now() - started };
  } catch {
    return { health: null, latencyMs: Date.now() - started };
  }
}

/** Whether the visitor is a signed-in super admin; false when that cannot be learnt (api down). */
export async function isSuperAdmin(context: AppLoadContext): Promise<boolean> {
  try {
    const user = await getCurrentUser(context);
    return user !== null && powersOfUser(user).superAdmin;
  } catch {
    return false;
  }
}
