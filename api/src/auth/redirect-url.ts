/**
 * Whether a host matches one REDIRECT_HOSTS pattern: an exact host name ("localhost",
 * "127.0.0.1", "inzet.nl") or "*.suffix", which matches any sub-domain of suffix but not suffix
 * itself (list both when both are meant). Host names compare case-insensitively.
 */
export function hostMatches(host: string, pattern: string): boolean {
  const h = host.toLowerCase();
  const p = pattern.toLowerCase();
  if (p.startsWith("*.")) {
    const suffix = p.slice(1); // ".localhost"
    return h.length > suffix.length && h.endsWith(suffix);
  }
  return h === p;
}

const MAX_URL_LENGTH = 2048;

/**
 * A URL that a mailed link may point at: absolute http(s), no user info, its host in the
 * allow-list. Returns the parsed URL, or null when it must be refused (an open redirect
 * otherwise: a mail from us linking to somebody else's site, with a token attached).
 */
export function allowedRedirect(value: string, allowedHosts: readonly string[]): URL | null {
  if (value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  return allowedHosts.some((pattern) => hostMatches(url.hostname, pattern)) ? url : null;
}

/** The mailed link: the redirect URL with the token as a query parameter (the only place a token appears in a URL). */
export function linkWithToken(base: URL, name: string, token: string): string {
  const url = new URL(base.href);
  url.searchParams.set(name, token);
  return url.href;
}
