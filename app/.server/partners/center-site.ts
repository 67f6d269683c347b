import type { Config } from "../config";

type HostConfig = Pick<Config, "HOST_TENANTS" | "VOLUNTEER_CENTER_HOSTS" | "LOCKED_HOSTS" | "DEFAULT_VOLUNTEER_CENTER_IDS">;

/**
 * The host that shows this centre, from the same configuration that picks the centre for a
 * request (app/.server/tenant.ts): a host of its own (VOLUNTEER_CENTER_HOSTS), else, for the
 * tenant's default centre, a host of the tenant that names no centre and is not locked to a
 * landing page. null when no host shows it (a centre reached only by choosing it).
 */
export function centerHost(config: HostConfig, tenant: string, centerId: string): string | null {
  const own = Object.entries(config.VOLUNTEER_CENTER_HOSTS).find(([, id]) => id === centerId);
  if (own) return own[0];
  if (config.DEFAULT_VOLUNTEER_CENTER_IDS[tenant] !== centerId) return null;
  const shared = Object.entries(config.HOST_TENANTS).find(
    ([host, t]) => t === tenant && !(host in config.VOLUNTEER_CENTER_HOSTS) && !(host in config.LOCKED_HOSTS),
  );
  return shared?.[0] ?? null;
}

/** The centre's site as a link from this request: same scheme and port (local servers have one). */
export function centerSiteUrl(config: HostConfig, tenant: string, centerId: string, requestUrl: string): string | null {
  const host = centerHost(config, tenant, centerId);
  if (!host) return null;
  const { protocol, port } = new URL(requestUrl);
  return `${protocol}//${host}${port ? `:${port}` : ""}/`;
}
