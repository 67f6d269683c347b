import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Env } from "../../load-context";
import { getLoadContext } from "./load-context";
import { ConfigError, getConfig } from "./config";
import { lockedHostRedirect } from "./locked-host";
import { createNonce } from "./csp";
import { withSecurityHeaders } from "./security-headers";
import { crossSiteResponse, isCrossSiteMutation } from "./csrf";
import { lacksCsrfToken } from "./csrf-token";
import { forRemix, malformedRequest } from "./request-guard";
import { fixedT, i18nServer } from "./i18n";
import { NO_REPORTER, type ErrorReporter } from "./error-reporting";
import { routeOfPath } from "@contract/error-reporting";
import { afterWrites, lookUpPage, marked } from "./edge-cache";
import { serverTiming } from "./api/trace";
import { maintenancePage } from "./maintenance";

type RemixHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

// The one place cookies decided during a request (tenant, centre, session) reach the browser,
// whatever the response: a page, a data request or an action's redirect.
function commitCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  const committed = new Response(response.body, response);
  for (const cookie of cookies) committed.headers.append("Set-Cookie", cookie);
  return committed;
}

/**
 * The web worker's request handling around Remix: CSRF refusal, the per-request context, and the
 * cookies. It lives in the Remix build (entry.server re-exports it) so every server module exists
 * once in the worker: two copies would make `instanceof ApiError` fail between them.
 */
export async function handleWorkerRequest(request: Request, env: Env, ctx: ExecutionContext, handleRemix: RemixHandler, reporter: ErrorReporter = NO_REPORTER) {
  // One nonce per response: the page's scripts carry it, and the CSP header names it.
  const nonce = createNonce();
  const response = await handle(request, env, ctx, handleRemix, nonce, reporter);
  return withSecurityHeaders(response, request, { nonce, ...configured(env) });
}

// A bad config already answers 500 from handle(); the headers then fall back to the defaults.
function configured(env: Env): { frameAncestors?: string; tileUrl?: string } {
  try {
    const config = getConfig(env);
    return { frameAncestors: config.EMBED_FRAME_ANCESTORS, tileUrl: config.MAP_TILE_URL };
  } catch {
    return {};
  }
}

// A plain answer in the visitor's language, for requests refused before any page code runs.
async function refusal(request: Request, status: number, key: string): Promise<Response> {
  const t = await fixedT(await i18nServer.getLocale(request));
  return new Response(t(key), { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The most of a refused request's body read before answering; a larger one may be cut off. */
const DRAIN_LIMIT = 1024 * 1024;

/**
 * Reads what is left of a refused request's body before the refusal goes out. Answered unread,
 * the body's bytes stay on the connection, so the server cannot keep it open: it closes it, and a
 * client that has already sent its next request on that kept-alive connection gets a reset
 * (undici's "fetch failed", ECONNRESET: the flaky malformed-requests spec). Browsers retry such
 * a failure on a fresh connection; other clients do not.
 */
async function drain(request: Request) {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  try {
    for (let read = 0; read < DRAIN_LIMIT;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A body that breaks off is gone either way.
  }
}

async function handle(original: Request, env: Env, ctx: ExecutionContext, handleRemix: RemixHandler, nonce: string, reporter: ErrorReporter) {
  const refused = await refuseBeforeRemix(original);
  if (!refused) return handleRemixRequest(original, env, ctx, handleRemix, nonce, reporter);
  await drain(original);
  return refused;
}

async function refuseBeforeRemix(original: Request): Promise<Response | null> {
  if (isCrossSiteMutation(original)) return crossSiteResponse();
  // One guard for every body Remix's actions could not read (docs/security.md, "Malformed requests").
  const malformed = await malformedRequest(original);
  if (malformed) return refusal(original, malformed.status, `common:request.${malformed.reason}`);
  return null;
}

async function handleRemixRequest(original: Request, env: Env, ctx: ExecutionContext, handleRemix: RemixHandler, nonce: string, reporter: ErrorReporter) {
  const request = forRemix(original);
  try {
    const locked = lockedHostRedirect(request, getConfig(env));
    if (locked) return locked;
    const started = performance.now();
    const context = await getLoadContext({ request, context: { cloudflare: { env, ctx } }, nonce, reporter });
    const response = await answer(request, context, ctx, handleRemix, reporter);
    if (context.config.ENVIRONMENT === "production") return response;
    // What the page cost in api calls, for the benchmark and the network panel (app/.server/api/trace.ts).
    const traced = new Response(response.body, response);
    traced.headers.append("Server-Timing", serverTiming(context.apiTrace));
    // The worker's time until its answer was ready (a page's body may still stream after it). On
    // the local runtime the clock runs while code runs, in whole milliseconds, so a page's render
    // is in it; deployed, Workers' clocks stand still while code runs, so there it ends at the last I/O.
    traced.headers.append("Server-Timing", `worker;dur=${(performance.now() - started).toFixed(1)};desc="until the answer"`);
    return traced;
  } catch (error) {
    // A misconfigured deployment says which key is wrong instead of a bare 500.
    if (error instanceof ConfigError) {
      console.error(error.message);
      return new Response(error.message, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    throw error;
  }
}

async function answer(request: Request, context: AppLoadContext, ctx: ExecutionContext, handleRemix: RemixHandler, reporter: ErrorReporter) {
  // A signed-in post that says nothing of where it came from must carry the page's token.
  if (await lacksCsrfToken(request, context.session, context.config.SESSION_SECRET)) {
    await drain(request);
    return crossSiteResponse();
  }
  // An anonymous public page may come from the edge cache (docs/decisions/0009-edge-cache.md).
  const cached = await lookUpPage(request, context);
  if (cached?.status === "HIT") return marked(commitCookies(cached.response, context.setCookies), "HIT");
  const response = await handleRemix(cached?.status === "MISS" ? cached.request : request, context);
  // The operators suspended the tenant (docs/operators.md): whatever Remix made of the api's 503.
  if (context.suspension.value) return maintenancePage(context.suspension.value, context.t, context.locale, context.cspNonce);
  // A write through the api puts the tenant's new content version beside the kept pages first.
  await afterWrites(request, context);
  // A 5xx answer (the api unavailable, an error screen) is filed once: an exception behind it
  // was already filed by entry.server's handleError.
  if (response.status >= 500 && !context.errorReported)
    reporter.message(`HTTP ${response.status}`, {
      tenant: context.tenant.tenant,
      route: routeOfPath(new URL(request.url).pathname),
      status: String(response.status),
    });
  // Uploaded files are public and cached for a year: no cookie may ride along (docs/files.md).
  if (new URL(request.url).pathname.startsWith("/files/")) return response;
  await context.commitSession();
  if (cached?.status === "MISS") cached.keep(response, ctx);
  const committed = cached ? marked(commitCookies(response, context.setCookies), cached.status) : commitCookies(response, context.setCookies);
  // A signed-in answer is this visitor's alone: no shared cache or back/forward copy may keep it.
  // A route that already says `private` keeps its own rule (a profile photo under a versioned URL,
  // which the visitor's browser may keep: docs/volunteer-profiles.md).
  if (!context.session.has("credentials") || committed.headers.get("Cache-Control")?.startsWith("private")) return committed;
  const personal = new Response(committed.body, committed);
  personal.headers.set("Cache-Control", "private, no-store");
  return personal;
}
