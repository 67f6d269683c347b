// Error reporting from both workers (docs/diagnostics.md): the Sentry options they share and the
// scrubbing every event passes before it leaves, so a report never carries personal data,
// credentials or cookies. Plain objects only: each worker hands them to @sentry/cloudflare.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Long runs of token characters with letters and digits mixed: access tokens, client ids, CSRF
// tokens, confirmation and reset tokens, session cookie values.
const TOKEN = /(?=[A-Za-z0-9_\-+=]*[0-9])(?=[A-Za-z0-9_\-+=]*[A-Za-z])[A-Za-z0-9_\-+=]{24,}/g;
// Keys whose values are credentials or personal data, wherever they appear in an event.
const SECRET_KEY = /cookie|token|password|secret|authorization|session|csrf|^uid$|^client$|e-?mail|phone|^ip_address$/i;
// Keys whose values are the report's own ids and stack, left alone.
const OWN_KEYS = new Set([
  "event_id",
  "trace_id",
  "span_id",
  "parent_span_id",
  "release",
  "dist",
  "timestamp",
  "start_timestamp",
  "sdk",
  "stacktrace",
  "modules",
]);

/** A text with e-mail addresses and token-like strings replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(TOKEN, "[token]");
}

function scrubValue(value: unknown, key = ""): unknown {
  if (OWN_KEYS.has(key)) return value;
  if (key && SECRET_KEY.test(key)) return "[redacted]";
  if (typeof value === "string") return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, k)]));
  return value;
}

interface ReportedRequest {
  url?: string;
  method?: string;
}

/**
 * An event as it may leave the worker: no user, no request headers, cookies, body or query (the
 * URL keeps its path only), and no e-mail address or token anywhere in its texts.
 */
export function scrubEvent<E extends { user?: unknown; request?: ReportedRequest; breadcrumbs?: unknown[] }>(event: E): E {
  const { user: _user, request, breadcrumbs: _breadcrumbs, ...rest } = event;
  const scrubbed = scrubValue(rest) as E;
  if (request) {
    const url = request.url ? scrubText(request.url.split(/[?#]/)[0]) : undefined;
    scrubbed.request = { url, method: request.method };
  }
  return scrubbed;
}

export interface ReportingInput {
  /** Unset or empty: reporting is off and nothing is sent anywhere. */
  dsn: unknown;
  release: string;
  environment: string;
  worker: "web" | "api";
}

/** The options both workers pass to @sentry/cloudflare's withSentry. */
export function reportingOptions({ dsn, release, environment, worker }: ReportingInput) {
  return {
    dsn: typeof dsn === "string" && dsn !== "" ? dsn : undefined,
    release,
    environment,
    sendDefaultPii: false,
    // Breadcrumbs would carry every fetch's URL and console line: none are kept.
    maxBreadcrumbs: 0,
    // No envelopes of the SDK's own bookkeeping (dropped-event counts): reports only.
    sendClientReports: false,
    initialScope: { tags: { worker } },
    beforeSend: <E extends { user?: unknown; request?: ReportedRequest }>(event: E) => scrubEvent(event),
  };
}

/** A path with its ids (numbers, long tokens) as placeholders: the route a report is filed under. */
export const routeOfPath = (path: string) =>
  path
    .split("/")
    .map((segment) => (/^\d+$/.test(segment) ? ":id" : scrubText(segment)))
    .join("/");

/**
 * Whether a worker reports errors: it has a DSN. Each worker then runs its handlers through
 * @sentry/cloudflare's withSentry, and bare otherwise: withSentry builds a client, a scope and
 * wrapped env, bindings and ctx on every invocation whether or not there is anywhere to report to
 * (2 ms of a page's worker time, 3 ms of every api call; `node scripts/profile-ssr.mjs`,
 * docs/performance-history.md "Where a page's time goes"), and it wraps the D1 binding it touches for good,
 * so one cron run through it would slow every later request of the isolate.
 */
export const reportsErrors = (env: object) => "SENTRY_DSN" in env && typeof env.SENTRY_DSN === "string" && env.SENTRY_DSN !== "";
