// The edge cache of anonymous public pages (docs/decisions/0009-edge-cache.md): the web worker
// asks it before Remix renders, and offers it the rendered page after.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getPageVersions, keptBeforeWrites } from "../api/page-versions";
import { readColorScheme, readConsent } from "../preferences";
import { cacheKey, isCachedPage, mayKeep, mayUseCache, withoutTracking } from "./rules";
import { defaultCache, fromKept, toKept } from "./store";
import { dropVersion, keepVersion, keptVersion, tenantOrigins } from "./version";

/** Outside production the benchmark asks for an uncached page with this header (scripts/bench-ssr.mjs). */
export const BYPASS_HEADER = "Inzet-Edge-Cache";

/** Where the answer came from, in its X-Cache header: HIT, MISS (rendered, offered to the cache), BYPASS. */
export type CacheStatus = "HIT" | "MISS" | "BYPASS";

export type Lookup =
  | { status: "HIT"; response: Response }
  | { status: "BYPASS" }
  | {
      status: "MISS";
      /** What Remix renders: the request, or the same without campaign parameters (rules.ts withoutTracking). */
      request: Request;
      keep: (response: Response, ctx: Pick<ExecutionContext, "waitUntil">) => void;
    };

const BUILD: string = import.meta.env.VITE_BUILD_ID ?? "development";

// Cookies the request's own tenant and centre resolution sets; any more came from the page.
const extraCookies = (context: AppLoadContext) => context.setCookies.length - context.tenant.setCookies.length;

/** Null for a page the cache never keeps (no X-Cache header then); else what the cache has to say. */
export async function lookUpPage(request: Request, context: AppLoadContext): Promise<Lookup | null> {
  const url = new URL(request.url);
  if (request.method !== "GET" || !isCachedPage(url)) return null;
  const cache = defaultCache();
  const bypass = context.config.ENVIRONMENT !== "production" && request.headers.get(BYPASS_HEADER) === "bypass";
  if (!cache || bypass || !mayUseCache(request)) return { status: "BYPASS" };
  // The version kept beside the pages spares a hit its api call (./version.ts); asked of the api,
  // it is kept for the next requests (api/page-versions.ts).
  let version = await keptVersion(cache, url.origin, context.tenant.tenant);
  if (version === null) {
    try {
      version = (await getPageVersions(context)).content;
    } catch {
      // The api cannot say which pages are current: the page is rendered (and shows what it can).
      return { status: "BYPASS" };
    }
  }
  // The kept centre turned out unknown (its cookie is being replaced): this visitor's page is their own.
  if (extraCookies(context) > 0) return { status: "BYPASS" };
  const { tenant, volunteerCenterId } = context.tenant;
  const consent = readConsent(request);
  const plain = consent === null ? null : withoutTracking(url);
  const key = cacheKey(plain ?? url, {
    build: BUILD,
    tenant,
    center: volunteerCenterId,
    locale: context.locale,
    colorScheme: readColorScheme(request),
    consent,
    version,
  });
  const kept = await cache.match(key);
  if (kept) return { status: "HIT", response: await fromKept(kept, context.cspNonce) };
  return {
    status: "MISS",
    request: plain ? new Request(plain, request) : request,
    keep: (response, ctx) => {
      if (!mayKeep(response, extraCookies(context))) return;
      ctx.waitUntil(cache.put(key, toKept(response.clone(), context.cspNonce)).catch((error: unknown) => console.error("edge cache:", error)));
    },
  };
}

/**
 * After a request that wrote through the api (a call whose answer said it raised the version): the tenant's new content version in the place of the
 * kept one, before the answer goes out, so the next visitor of any of the tenant's hosts misses
 * every page kept before the write (docs/decisions/0011-content-version-at-the-edge.md).
 */
export async function afterWrites(request: Request, context: AppLoadContext): Promise<void> {
  const cache = defaultCache();
  if (!cache || !context.apiTrace.calls.some((call) => call.raised !== null)) return;
  const { tenant } = context.tenant;
  const origins = tenantOrigins(new URL(request.url), tenant, context.config.HOST_TENANTS);
  try {
    // The versions the write's answer handed over (page-versions.ts; asked anew if it did not).
    const versions = await getPageVersions(context);
    await keptBeforeWrites(context);
    await keepVersion(cache, origins, tenant, versions, context.tenant.volunteerCenterId);
  } catch {
    // The api cannot tell the new version: the next request asks it.
    await dropVersion(cache, origins, tenant).catch((error: unknown) => console.error("edge cache version:", error));
  }
}

/** The answer with its X-Cache header. */
export function marked(response: Response, status: CacheStatus): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("X-Cache", status);
  return answer;
}
