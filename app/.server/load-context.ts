import { ApiClient, type Suspension, type Transport } from "~/.server/api/client";
import { batchingTransport } from "~/.server/api/batch";
import { tracedTransport, type ApiTrace } from "~/.server/api/trace";
import { getConfig, type Config } from "~/.server/config";
import { fixedT, i18nServer } from "~/.server/i18n";
import { openSession } from "~/.server/session";
import { openToasts } from "~/.server/toast";
import { NO_REPORTER, type ErrorReporter } from "~/.server/error-reporting";
import { routeOfPath } from "@contract/error-reporting";
import { serializeCookie } from "~/.server/cookies";
import { CENTER_COOKIE, offeredLocale, resolveTenantContext, type TenantContext } from "~/.server/tenant";
import type { Cloudflare, Env } from "../../load-context";

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
  setCookies.push(replacement ? serializeCookie(CENTER_COOKIE, `${tenant.tenant}:${replacement}`) : serializeCookie(CENTER_COOKIE, "", 0));
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
  const { toasts, commit: commitToasts } = await openToasts(request, config.SESSION_SECRET);
  const setCookies = [...tenant.setCookies];
  const bookmark = { value: session.get("d1Bookmark") ?? null };
  const apiTrace: ApiTrace = { calls: [] };
  const suspension: { value: Suspension | null } = { value: null };
  const { transport, baseUrl } = transportFor(env, config);
  const api = new ApiClient({
    // Traced per call: a batch's calls each count, with the batch's time (~/.server/api/batch).
    transport: tracedTransport(batchingTransport(transport), apiTrace),
    baseUrl,
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
    suspension,
  });
  const locale = offeredLocale(await i18nServer.getLocale(request), tenant.languages);
  const t = await fixedT(locale);
  const commitSession = async () => {
    // Toasts first and always: their cookies are this request's own, whatever happens to the session.
    setCookies.push(...(await commitToasts()));
    // Another request of this visitor rotated the token while this one ran (contract/sessions):
    // its cookie, the browser's newest, stays. Written from here it would carry the old token,
    // refused once the batch window ends. What this request changed in the session (a toast
    // taken, a newer bookmark) is not kept; a sign-out (no credentials) is always written.
    if (api.staleCredentials) return;
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
    origin: new URL(request.url).origin,
    config,
    tenant,
    api,
    locale,
    t,
    session,
    toasts,
    setCookies,
    commitSession,
    cspNonce: nonce,
    errorReporting: reporter,
    errorReported: false,
    apiTrace,
    suspension,
    reportError: (error: unknown) => {
      loadContext.errorReported = true;
      return reporter.exception(error, { tenant: tenant.tenant, route: routeOfPath(new URL(request.url).pathname) });
    },
  };
  return loadContext;
}
