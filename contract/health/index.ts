// Health checks for uptime monitors (docs/diagnostics.md): the api's GET /health and
// GET /api/v1/health, the web worker's GET /health. Anonymous callers learn only `status`.

export const HEALTH_TYPE = "health_checks";

export const HEALTH_STATUSES = ["ok", "unavailable"] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** What a super admin learns about the api's database. */
export interface DatabaseHealth {
  reachable: boolean;
  /** One round trip to D1, in milliseconds. */
  latency_ms: number;
  /** The newest applied migration's file name (d1_migrations), null when none is recorded. */
  migration_level: string | null;
  migrations_applied: number;
}

export interface HealthAttributes {
  status: HealthStatus;
  /** Details, for super admins only. */
  release?: string;
  environment?: string;
  database?: DatabaseHealth;
}
