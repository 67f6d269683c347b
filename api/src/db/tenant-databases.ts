import { ConfigError, configOf } from "../config";
import type { ApiEnv } from "../env";

/** The shared database's binding: every tenant not named in TENANT_DATABASES lives there. */
export const SHARED_DATABASE = "DB";

/**
 * The binding name of the D1 database that holds a tenant's rows. Decided from configuration and
 * the tenant's id alone, before anything is read (docs/decisions/0015-tenant-databases.md): the
 * tenant's own row lives in that database too, so it cannot say where it lives.
 */
export function databaseNameFor(env: ApiEnv, tenantId: string): string {
  return configOf(env).TENANT_DATABASES[tenantId] ?? SHARED_DATABASE;
}

/** The D1 binding of this name; a map entry without its binding is the operator's mistake, named. */
export function bindingNamed(env: ApiEnv, name: string): D1Database {
  const binding = (env as unknown as Record<string, unknown>)[name];
  if (typeof binding !== "object" || binding === null || typeof (binding as D1Database).prepare !== "function")
    throw new ConfigError(`Invalid api var TENANT_DATABASES: no D1 binding ${name} in api/wrangler.toml.`);
  return binding as D1Database;
}

/** The D1 binding of a tenant's database. */
export function databaseFor(env: ApiEnv, tenantId: string): D1Database {
  return bindingNamed(env, databaseNameFor(env, tenantId));
}

/** Every database that may hold tenants: the shared one first, then each named in the map once. */
export function everyDatabaseName(env: ApiEnv): string[] {
  return [...new Set([SHARED_DATABASE, ...Object.values(configOf(env).TENANT_DATABASES)])];
}

/**
 * The env as the work outside a request sees one database: DB is that database. The crons and
 * the digest planner read `env.DB`, so one run of them covers one database and its tenants.
 */
export function envOfDatabase(env: ApiEnv, name: string): ApiEnv {
  return name === SHARED_DATABASE ? env : { ...env, DB: bindingNamed(env, name) };
}

/**
 * Runs a cron's work once per database, one after another (each is small and bounded). A failure
 * in one database does not stop the others; the first is rethrown once all have run.
 */
export async function forEveryDatabase(env: ApiEnv, work: (env: ApiEnv, name: string) => Promise<unknown>): Promise<void> {
  const failures: unknown[] = [];
  for (const name of everyDatabaseName(env)) {
    try {
      await work(envOfDatabase(env, name), name);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
