import { eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "./db/client";
import { tenants } from "./db/schema";
import type { AppEnv } from "./env";
import { JsonApiError, badRequest } from "./jsonapi/errors";
import { configOf } from "./config";
import { parseTenantFeatures, specFeatures, type TenantFeatures } from "@contract/tenants/features";
import { TENANT_SUSPENDED } from "@contract/tenants/suspension";
import { isolateCachesPer } from "@contract/isolate-cache";
import { centerBesideTenant } from "./current-center";

/**
 * A tenant id that was checked against the tenants table for this request. Queries demand this
 * type rather than a plain string, so a raw header value cannot reach them by accident.
 */
export type TenantId = string & { readonly __brand: "TenantId" };

export type AppContext = "main" | "meedoen";

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const APP_CONTEXTS: readonly AppContext[] = ["main", "meedoen"];

// Every API call resolves its tenant; tenants are created, changed and suspended by operators,
// seldom. A known tenant is kept for TENANT_CACHE_SECONDS (a minute by default) per isolate and per
// D1 binding (so tests with their own database never share an answer), which saves one D1 round
// trip on most requests (docs/performance-history.md, "SSR cost"); an operator's change reaches every
// isolate within that time (docs/operators.md). An unknown tenant is never kept.
interface KnownTenant {
  id: TenantId;
  features: TenantFeatures | null;
  suspended: boolean;
  readAt: number;
}
// The time to live is the config's, read per call, so the entry keeps when it was read.
const knownTenants = isolateCachesPer<KnownTenant>({ max: 1000 });

async function findTenant(c: Context<AppEnv>, id: string, ttlMs: number, now = Date.now()): Promise<KnownTenant | undefined> {
  const known = knownTenants(c.var.d1);
  const kept = known.get(id);
  if (kept && kept.readAt + ttlMs > now) return kept;
  const { db } = c.var;
  const read = db.select({ id: tenants.id, features: tenants.features, suspendedAt: tenants.suspendedAt }).from(tenants).where(eq(tenants.id, id));
  // Most calls then ask for the request's centre: read beside the tenant, one D1 round trip for
  // both instead of two in a row (docs/performance.md, "Budgets").
  const center = centerBesideTenant(c, id, now);
  const [rows, centers] = center ? await db.batch([read, center.statement]) : [await read.all(), []];
  const row = rows[0];
  if (row === undefined) return undefined;
  const tenant = { id: row.id as TenantId, features: parseTenantFeatures(row.features), suspended: row.suspendedAt !== null, readAt: now };
  known.set(id, tenant);
  if (!tenant.suspended) center?.keep(centers);
  return tenant;
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
  const config = configOf(c.env);
  const tenant = await findTenant(c, requested, config.TENANT_CACHE_SECONDS * 1000);
  if (tenant === undefined) {
    throw new JsonApiError({
      status: 404,
      title: "Unknown tenant",
      detail: `There is no tenant "${requested}".`,
      source: { header: "X-Tenant" },
    });
  }
  if (tenant.suspended) throw await tenantSuspended(c.var.db, tenant.id);
  c.set("tenantId", tenant.id);
  c.set("appContext", appContext);
  c.set(
    "features",
    tenant.features ?? specFeatures(tenant.id, appContext, { neighbourHelpTenant: config.NEIGHBOUR_HELP_TENANT, centerSharingTenant: undefined }),
  );
  await next();
};

/**
 * A suspended tenant (`tenant suspend`, docs/operators.md): every call answers 503 with this code,
 * and the web worker shows its maintenance page. Nothing is deleted; `tenant resume` undoes it.
 */
async function tenantSuspended(db: Database, tenantId: TenantId) {
  // The first centre's name and colour, so the web's maintenance page still looks like the site.
  const center = await db.get<{ name: string; primary_color: string | null } | undefined>(
    sql`SELECT c.name, p.primary_color FROM volunteer_centers c LEFT JOIN volunteer_center_profiles p ON p.volunteer_center_id = c.id
        WHERE c.tenant_id = ${tenantId} ORDER BY c.id LIMIT 1`,
  );
  return new JsonApiError(
    {
      status: 503,
      title: "Tenant suspended",
      detail: "This site is closed for maintenance.",
      code: TENANT_SUSPENDED,
      meta: { name: center?.name ?? null, primary_color: center?.primary_color ?? null },
    },
    { "Retry-After": "3600" },
  );
}
