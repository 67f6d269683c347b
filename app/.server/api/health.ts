import type { HealthStatus } from "@contract/health";
import type { ApiClient } from "./client";

/** GET /api/v1/health's attributes as the api client hands them over (camelCased, docs/contract.md). */
export interface ApiHealth {
  status: HealthStatus;
  release?: string;
  environment?: string;
  database?: { reachable: boolean; latencyMs: number; migrationLevel: string | null; migrationsApplied: number };
}

export async function getApiHealth(api: ApiClient): Promise<ApiHealth> {
  return (await api.get<ApiHealth>("/api/v1/health")).data;
}
