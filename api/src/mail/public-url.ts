import { type Config, ConfigError } from "../config";

/**
 * The public base URL of a tenant's site, or of a centre's own site where it has one: the only
 * origin a link in a mail may have. It comes from configuration (CENTER_PUBLIC_URLS, then
 * PUBLIC_URLS, then the deployment-wide MAIL_LINK_BASE_URL), never from a request, so a forged
 * Host or a client's redirect URL cannot make us mail a link to another site, and a tenant on a
 * host of its own gets links to that host. Throws ConfigError (a 500 naming the var) when the
 * tenant has none: the operator's mistake, and no mail beats a mail with a wrong link.
 *
 * `centerId` is the centre the mail is about: the user's centre for account mails, the request's
 * centre for a sign-up. Returns a fresh URL (origin only) the caller may change.
 */
export function publicBaseUrl(config: Config, tenantId: string, centerId: number | null): URL {
  const configured = (centerId !== null ? config.CENTER_PUBLIC_URLS[String(centerId)] : undefined) ?? config.PUBLIC_URLS[tenantId] ?? config.MAIL_LINK_BASE_URL;
  if (configured === undefined) throw new ConfigError(`Invalid api var PUBLIC_URLS: no public URL for tenant '${tenantId}' (and no MAIL_LINK_BASE_URL).`);
  return new URL(new URL(configured).origin);
}

/** A web page on that site, for a mail's button (`path` is ours, never a client's). */
export function publicLink(config: Config, tenantId: string, centerId: number | null, path: string): string {
  const link = publicBaseUrl(config, tenantId, centerId);
  link.pathname = path;
  return link.href;
}
