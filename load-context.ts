import type { TFunction } from "i18next";
import { ApiClient, type Transport } from "~/.server/api/client";
import { getConfig, type Config } from "~/.server/config";
import { fixedT, i18nServer } from "~/.server/i18n";
import { openSession, type AppSession } from "~/.server/session";
import { NO_REPORTER, type ErrorReporter } from "~/.server/error-reporting";
import { routeOfPath } from "@contract/error-reporting";
import { serializeCookie } from "~/.server/cookies";
import { CENTER_COOKIE, resolveTenantContext, type TenantContext } from "~/.server/tenant";
import type { Locale } from "~/i18n";

export interface Env {
  /** Service binding to the api worker; absent when API_URL points at an external backend. */
  API?: Fetcher;
  API_URL?: string;
  [key: string]: unknown;
}

interface Cloudflare {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    config: Config;
    tenant: TenantContext;
    api: ApiClient;
    locale: Locale;
    t: TFunction;
    session: AppSession;
    /** Set-Cookie values server.ts adds to whatever response this request ends in. */
    setCookies: string[];
    /** Adds the session cookie to setCookies when the session changed; server.ts calls it once. */
    commitSession: () => Promise<void>;
    /** This response's Content-Security-Policy nonce (app/.server/csp.ts). */
    cspNonce: string;
    /** Error reporting (docs/diagnostics.md); off without SENTRY_DSN. */
    errorReporting: ErrorReporter;
    /** Files an error with this request's tenant and route; its event id, undefined when off. */
    reportError: (error: unknown) => string | undefined;
    /** Whether this request already filed an error (so its 5xx answer is not filed again). */
    errorReported: boolean;
  }
}

// A service binding ignores the host; this origin only makes the URLs absolute.
const BINDING_ORIGIN = "https://api.internal";

function transportFor(env: Env, config: Config): { transport: Transport; baseUrl: string } {
  if (config.API_URL) return { transport: (request) => fetch(request), baseUrl: config.API_URL };
  const binding = env.API;
  if (!binding) throw new Error("Invalid configuration: API: no service binding and no API_URL");
  return { transport: (request) => binding.fetch(request), baseUrl: BINDING_ORIGIN };
}

/**
 * The centre the visitor's cookie kept is unknown to the API (another tenant's, or removed): the
 * tenant's default takes its place, in this request and in the cookie, instead of a 404 on every
 * page until the visitor clears their cookies.
 */
function replaceUnknownCenter(tenant: TenantContext, config: Config, setCookies: string[]): string | null {
  const fallback = config.DEFAULT_VOLUNTEER_CENTER_IDS[tenant.tenant] ?? null;
  const replacement = fallback !== tenant.volunteerCenterId ? fallback : null;
  tenant.volunteerCenterId = replacement;
  tenant.centerFromCookie = false;
  setCookies.push(
    replacement ? serializeCookie(CENTER_COOKIE, `${tenant.tenant}:${replacement}`) : serializeCookie(CENTER_COOKIE, "", 0),
  );
  return replacement;
}

/** Builds the per-request context once: tenant, centre, API client, locale. */
export async function getLoadContext({
  request,
  context,
  nonce,
  reporter = NO_REPORTER,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
  nonce: string;
  reporter?: ErrorReporter;
}) {
  const env = context.cloudflare.env;
  const config = getConfig(env);
  const tenant = resolveTenantContext(request, config);
  const { session, commit } = await openSession(request, config.SESSION_SECRET);
  const setCookies = [...tenant.setCookies];
  const bookmark = { value: session.get("d1Bookmark") ?? null };
  const api = new ApiClient({
    ...transportFor(env, config),
    tenant: tenant.tenant,
    appContext: tenant.appContext,
    volunteerCenterId: tenant.volunteerCenterId,
    credentials: session.get("credentials") ?? null,
    currentOrganizationId: session.get("currentOrganizationId") ?? null,
    // Cloudflare's edge sets CF-Connecting-IP (a visitor cannot forge it); never X-Forwarded-For.
    clientAddress: request.headers.get("CF-Connecting-IP"),
    visitorAddressKey: config.API_URL ? (config.VISITOR_ADDRESS_KEY ?? null) : null,
    onUnknownCenter: tenant.centerFromCookie ? () => replaceUnknownCenter(tenant, config, setCookies) : undefined,
    bookmark,
  });
  const locale = (await i18nServer.getLocale(request)) as Locale;
  const t = await fixedT(locale);
  const commitSession = async () => {
    // Rotated API credentials live in the session, so a new token survives to the next request.
    if (api.credentials) session.set("credentials", api.credentials);
    else session.unset("credentials");
    // Read your own writes: the bookmark waits in a signed-in session (whose cookie is written
    // anyway as the token rotates); a signed-out visitor gets no session for it, and so stays
    // cacheable at the edge (docs/decisions/0009-edge-cache.md).
    if (api.credentials && bookmark.value) session.set("d1Bookmark", bookmark.value);
    else session.unset("d1Bookmark");
    const cookie = await commit();
    if (cookie) setCookies.push(cookie);
  };
  const loadContext = {
    cloudflare: context.cloudflare,
    config,
    tenant,
    api,
    locale,
    t,
    session,
    setCookies,
    commitSession,
    cspNonce: nonce,
    errorReporting: reporter,
    errorReported: false,
    reportError: (error: unknown) => {
      loadContext.errorReported = true;
      return reporter.exception(error, { tenant: tenant.tenant, route: routeOfPath(new URL(request.url).pathname) });
    },
  };
  return loadContext;
}
