import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Database } from "./db/client";
import { tenants } from "./db/schema";
import type { AppEnv } from "./env";
import { JsonApiError, badRequest } from "./jsonapi/errors";

/**
 * A tenant id that was checked against the tenants table for this request. Queries demand this
 * type rather than a plain string, so a raw header value cannot reach them by accident.
 */
export type TenantId = string & { readonly __brand: "TenantId" };

export type AppContext = "main" | "meedoen";

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const APP_CONTEXTS: readonly AppContext[] = ["main", "meedoen"];

// Every API call resolves its tenant; tenants are created and removed by operators, seldom. A
// known tenant is kept for a minute per isolate and per D1 binding (so tests with their own
// database never share an answer), which saves one D1 round trip on most requests
// (docs/performance.md, "SSR cost"). An unknown tenant is never kept: it is looked up every time.
const TENANT_TTL_MS = 60_000;
const knownTenants = new WeakMap<object, Map<string, number>>();

async function findTenantId(binding: object, db: Database, id: string, now = Date.now()): Promise<TenantId | undefined> {
  let known = knownTenants.get(binding);
  if ((known?.get(id) ?? 0) > now) return id as TenantId;
  const row = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).get();
  if (row === undefined) return undefined;
  if (!known) knownTenants.set(binding, (known = new Map()));
  if (known.size > 1000) known.clear(); // a bound, not an LRU: tenants are few
  known.set(id, now + TENANT_TTL_MS);
  return row.id as TenantId;
}

// Header values are compared as sent (no case folding): "Demo" is malformed, not "demo".
// An empty header counts as absent, the same rule for every header this API reads.
function readTenantHeader(value: string | undefined): string {
  if (value === undefined || value === "") {
    throw badRequest("Missing tenant", "The X-Tenant header is required.", {
      header: "X-Tenant",
    });
  }
  if (!TENANT_ID.test(value)) {
    throw badRequest("Invalid tenant", "X-Tenant must be 1 to 40 lower-case letters, digits or hyphens, starting with a letter or digit.", {
      header: "X-Tenant",
    });
  }
  return value;
}

function readAppContext(value: string | undefined): AppContext {
  if (value === undefined || value === "") return "main";
  const context = APP_CONTEXTS.find((c) => c === value);
  if (context === undefined) {
    throw badRequest("Invalid app context", `App-Context must be one of: ${APP_CONTEXTS.join(", ")}.`, {
      header: "App-Context",
    });
  }
  return context;
}

/** Resolves `X-Tenant` (400 missing/malformed, 404 unknown) and `App-Context` for the request. */
export const resolveTenant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requested = readTenantHeader(c.req.header("x-tenant"));
  const appContext = readAppContext(c.req.header("app-context"));
  const tenantId = await findTenantId(c.env.DB, c.var.db, requested);
  if (tenantId === undefined) {
    throw new JsonApiError({
      status: 404,
      title: "Unknown tenant",
      detail: `There is no tenant "${requested}".`,
      source: { header: "X-Tenant" },
    });
  }
  c.set("tenantId", tenantId);
  c.set("appContext", appContext);
  await next();
};
