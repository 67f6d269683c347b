import type { HealthStatus } from "@contract/health";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCurrentUser } from "./auth";
import { powersOfUser } from "./permissions";

/** This build's release: the configured RELEASE, else the build's id (docs/decisions/0006). */
export const releaseOf = (context: AppLoadContext) => context.config.RELEASE ?? import.meta.env.VITE_BUILD_ID ?? "development";

/** GET /api/v1/health's attributes as the api client hands them over (camelCased, docs/contract.md). */
export interface ApiHealth {
  status: HealthStatus;
  release?: string;
  environment?: string;
  database?: { reachable: boolean; latencyMs: number; migrationLevel: string | null; migrationsApplied: number };
}

/** The api's health as the web sees it, with the round trip's time; null when it is unreachable. */
export async function apiHealth(context: AppLoadContext): Promise<{ health: ApiHealth | null; latencyMs: number }> {
  const started = Date.now();
  try {
    const { data } = await context.api.get<ApiHealth>("/api/v1/health");
    return { health: data, latencyMs: Date.now() - started };
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
