// What the edge cache may keep and under which key (docs/decisions/0009-edge-cache.md). Pure
// functions of the request and the response, so the rules are held by unit tests.
import type { ColorScheme, Consent } from "~/utils/preferences";
import { SLUG_MAX, SLUG_PATTERN, isReservedSlug } from "@contract/pages";
import { FORM_TOKEN_PATTERN } from "@contract/forms";
import { VACANCY_EMBED_PATH } from "@contract/vacancies/embed";

/**
 * The public pages the cache keeps: pages every signed-out visitor of a tenant and centre sees
 * alike. A page missing here is simply rendered every time; one listed wrongly would show one
 * visitor's page to another, so a page joins only when nothing on it depends on who asks.
 */
export const CACHED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/vacancies\/search$/,
  // An entry's page by either address, `/vacancies/12` or `/vacancies/12-koffie-schenken` (app/utils/slug.ts).
  /^\/vacancies\/\d+(?:-[A-Za-z0-9-]*)?$/,
  /^\/organizations\/\d+$/,
  /^\/sociale-kaart$/,
  /^\/sociale-kaart\/\d+(?:-[A-Za-z0-9-]*)?$/,
  /^\/embed\/sociale-kaart$/,
  /^\/partners$/,
  /^\/nieuws$/,
  /^\/nieuws\/[a-z0-9-]+$/,
  /^\/activiteitenkalender$/,
  /^\/activiteitenkalender\/\d+$/,
  /^\/login$/,
  /^\/auth\/login-1$/,
  /^\/auth\/recover$/,
  /^\/signup$/,
  /^\/signup\/success$/,
  /^\/organizations\/signup$/,
  /^\/organizations\/signup\/success$/,
  /^\/profiel\/verwijderd$/,
  /^\/workshops$/,
  /^\/gelderse-handen$/,
  /^\/volunteerly\/changelog$/,
  // The vacancy widget, framed by partner sites (its frame-ancestors come from the config).
  new RegExp(`^${VACANCY_EMBED_PATH}$`),
  // Where an application lands: the vacancy's title and organization, nothing of the applicant.
  /^\/vacancies\/\d+\/applied$/,
  // A centre's public form (its address is the form's, the same link for everyone): cached as
  // the contact form is, for the same reasons; its steps and errors are answers to posts.
  new RegExp(`^/forms/${FORM_TOKEN_PATTERN.source.slice(1, -1)}$`),
  // The contact form: a signed-out visitor's form carries no CSRF token (only a signed-in
  // session has one, app/.server/csrf-token.ts) and nothing else of theirs; its posts, with the
  // visitor's answers and errors, are never cached. "?sent=1" is its own, shared, page.
  /^\/contactformulier$/,
];

/**
 * A centre's own page at /{slug} (app/routes/$slug.tsx): one path segment that may be a page's
 * slug. Reserved slugs are the app's own top-level paths, so /dashboard or /profiel never match.
 */
function isCenterPage(pathname: string): boolean {
  const slug = pathname.slice(1);
  return slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug) && !isReservedSlug(slug);
}

/** Seconds a kept page lives at most: the safety net for changes that raise no version (time passing). */
export const CACHE_TTL_SECONDS = 60;

// The session, and a toast waiting in a cookie of its own (app/.server/toast.ts).
const SESSION_COOKIE = /(^|;)\s*(__Host-)?inzet_(session|toast_[^=;]*)=/;

/** Whether the path is one of the cached pages (the cache's answers say HIT, MISS or BYPASS there). */
export function isCachedPage(url: URL): boolean {
  return CACHED_PAGES.some((page) => page.test(url.pathname)) || isCenterPage(url.pathname);
}

/**
 * Whether this request may be answered from the cache: a plain page view (no data request of
 * client navigation, no form post) of a cached page by a visitor without a session cookie. A
 * session, even a signed-out one, may hold a toast to show once or sign the visitor in: such a
 * visitor always gets a page of their own.
 */
export function mayUseCache(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (!isCachedPage(url) || url.searchParams.has("_data")) return false;
  return !SESSION_COOKIE.test(request.headers.get("Cookie") ?? "");
}

/**
 * Whether a rendered answer may be kept for every visitor with the same key: a full 200 HTML page
 * that sets no cookie of its own (`extraCookies`: those beyond the tenant and centre cookies the
 * request itself decides) and that nothing marked private.
 */
export function mayKeep(response: Response, extraCookies: number): boolean {
  if (response.status !== 200 || extraCookies > 0) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  return !/private|no-store|no-cache/.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * The parameters campaign and ad links add (a newsletter's `utm_source`, a social network's click
 * id) and no page reads. A page that starts reading one must leave this list.
 */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/;

/**
 * The address without its campaign parameters, or null when it has none. A visitor who has
 * answered the consent banner is served the page of this address (looked up, rendered and kept
 * as it): analytics read the campaign from the browser's address bar, which keeps it. Before that
 * answer the page is the link's own, as the banner returns the visitor to it, campaign and all.
 */
export function withoutTracking(url: URL): URL | null {
  const names = [...url.searchParams.keys()].filter((name) => TRACKING_PARAMETER.test(name));
  if (names.length === 0) return null;
  const plain = new URL(url);
  for (const name of names) plain.searchParams.delete(name);
  return plain;
}

/** Everything besides the address that makes two visitors' pages differ. */
export interface KeyParts {
  build: string;
  tenant: string;
  center: string | null;
  locale: string;
  colorScheme: ColorScheme;
  consent: Consent | null;
  /** The tenant's content version: every api write raises it, so no older page is found again. */
  version: string;
}

/**
 * The cache key: the page's own address (host, path and query, so each host and search is its
 * own page) with the key parts appended as one query parameter. The same origin, as the Cache API
 * keeps a zone's entries under its own hosts.
 */
export function cacheKey(url: URL, parts: KeyParts): string {
  const key = new URL(url);
  key.hash = "";
  const values = [parts.build, parts.tenant, parts.center ?? "-", parts.locale, parts.colorScheme, parts.consent ?? "-", parts.version];
  key.searchParams.append("__edge", values.map(encodeURIComponent).join("|"));
  return key.href;
}
