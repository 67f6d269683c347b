import type { Database } from "./db/client";
import type { AppContext, TenantId } from "./tenancy";

/** Bindings of the api worker (see api/wrangler.toml). */
export interface ApiEnv {
  DB: D1Database;
}

/** Per-request values set by middleware; routes read them from `c.var`. */
export interface ApiVariables {
  db: Database;
  /** Set by the tenancy middleware for every /api/v1/* request; queries require it. */
  tenantId: TenantId;
  appContext: AppContext;
}

/** The Hono environment every app, sub-app and middleware of the api worker shares. */
export interface AppEnv {
  Bindings: ApiEnv;
  Variables: ApiVariables;
}
