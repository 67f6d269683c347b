// The per-request context's types, for Remix's AppLoadContext. It is built in
// app/.server/load-context.ts, once per request, by the worker's entry (app/.server/worker.ts).
import type { TFunction } from "~/i18n-t";
import type { ApiClient, Suspension } from "~/.server/api/client";
import type { ApiTrace } from "~/.server/api/trace";
import type { Config } from "~/.server/config";
import type { AppSession } from "~/.server/session";
import type { ToastJar } from "~/.server/toast";
import type { ErrorReporter } from "~/.server/error-reporting";
import type { TenantContext } from "~/.server/tenant";
import type { Locale } from "~/i18n";

export interface Env {
  /** Service binding to the api worker; absent when API_URL points at an external backend. */
  API?: Fetcher;
  API_URL?: string;
  [key: string]: unknown;
}

export interface Cloudflare {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    /** The request's origin: where the edge cache keeps this request's pages and versions. */
    origin?: string;
    config: Config;
    tenant: TenantContext;
    api: ApiClient;
    locale: Locale;
    t: TFunction;
    session: AppSession;
    /** The toasts this request brought and flashed, each in a cookie of its own (app/.server/toast.ts). */
    toasts: ToastJar;
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
    /** Every api call this request made (Server-Timing outside production, app/.server/api/trace.ts). */
    apiTrace: ApiTrace;
    /** Set when the api said the tenant is suspended: the worker answers its maintenance page. */
    suspension: { value: Suspension | null };
  }
}
