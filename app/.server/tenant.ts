import { LOCALES, type Locale } from "@contract/locales";
import { specFeatures } from "@contract/tenants/features";
import type { Config } from "./config";
import { readCookie, serializeCookie } from "./cookies";

export const CENTER_COOKIE = "volunteer_center_id";

export type AppContext = "meedoen" | "main";

export interface Features {
  volunteerProfiles: boolean;
  activities: boolean;
  oneOnOneHelp: boolean;
  /** Which words the one-on-one help pages use: 'neighbourHelp' (burenhulp) or 'oneOnOne'. */
  oneOnOneHelpWording: "neighbourHelp" | "oneOnOne";
  centerSharing: boolean;
}

export interface AppFlags {
  isStagedoos: boolean;
  allowInactiveUsers: boolean;
  enableOrganizationsMoving: boolean;
}

export interface TenantContext {
  tenant: string;
  appContext: AppContext;
  /** Null lets the API choose the tenant's default centre. */
  volunteerCenterId: string | null;
  /** The centre is the one the visitor's cookie kept (not the host's, not the default). */
  centerFromCookie: boolean;
  tenantAppName: string;
  shape: Config["TENANTS"][string]["shape"];
  features: Features;
  /** The languages the tenant offers, its default first (TENANTS.<tenant>.languages). */
  languages: readonly Locale[];
  appConfig: AppFlags;
  /** Set-Cookie values to send when the resolution changed what the browser keeps. */
  setCookies: string[];
}

// The first layer of the app config; the APP_CONFIG var is the second, laid over it.
const APP_CONFIG_DEFAULTS: AppFlags = {
  isStagedoos: false,
  allowInactiveUsers: false,
  enableOrganizationsMoving: false,
};

export function hostOf(request: Request): string {
  return new URL(request.url).hostname.toLowerCase();
}

/** Host map first, then the tenant cookie (only a known tenant), then the configured default. */
export function resolveTenant(request: Request, config: Config): string {
  const byHost = config.HOST_TENANTS[hostOf(request)];
  if (byHost) return byHost;
  const byCookie = readCookie(request, config.TENANT_COOKIE_NAME);
  if (byCookie && byCookie in config.TENANTS) return byCookie;
  return config.DEFAULT_TENANT;
}

/**
 * Host map first (a partner's own host always shows that partner), then the centre the browser
 * kept for this tenant, then the tenant's configured default. The cookie holds `tenant:id` so a
 * centre kept for one tenant is never sent with another.
 */
export function resolveVolunteerCenterId(request: Request, config: Config, tenant: string): string | null {
  const byHost = config.VOLUNTEER_CENTER_HOSTS[hostOf(request)];
  if (byHost) return byHost;
  const kept = readCookie(request, CENTER_COOKIE)?.match(/^([a-z0-9-]+):([1-9][0-9]{0,17})$/);
  if (kept && kept[1] === tenant) return kept[2];
  return config.DEFAULT_VOLUNTEER_CENTER_IDS[tenant] ?? null;
}

export function featuresFor(tenant: string, appContext: AppContext, config: Config): Features {
  const flags =
    config.TENANTS[tenant]?.features ??
    specFeatures(tenant, appContext, { neighbourHelpTenant: config.NEIGHBOUR_HELP_TENANT, centerSharingTenant: config.CENTER_SHARING_TENANT });
  return {
    volunteerProfiles: flags.volunteerProfiles,
    activities: flags.activities,
    oneOnOneHelp: flags.oneOnOneHelp !== "off",
    oneOnOneHelpWording: flags.oneOnOneHelp === "neighbourHelp" ? "neighbourHelp" : "oneOnOne",
    centerSharing: flags.centerSharing,
  };
}

export function resolveTenantContext(request: Request, config: Config): TenantContext {
  const tenant = resolveTenant(request, config);
  const appContext: AppContext = tenant === config.MEEDOEN_TENANT ? "meedoen" : "main";
  const volunteerCenterId = resolveVolunteerCenterId(request, config, tenant);
  const centerFromCookie = !config.VOLUNTEER_CENTER_HOSTS[hostOf(request)] && readCookie(request, CENTER_COOKIE) === `${tenant}:${volunteerCenterId}`;
  const setCookies: string[] = [];
  const keep = volunteerCenterId ? `${tenant}:${volunteerCenterId}` : undefined;
  if (keep && readCookie(request, CENTER_COOKIE) !== keep) setCookies.push(serializeCookie(CENTER_COOKIE, keep));
  return {
    tenant,
    appContext,
    volunteerCenterId,
    centerFromCookie,
    tenantAppName: config.TENANTS[tenant]?.appName ?? "",
    shape: config.TENANTS[tenant]?.shape ?? "rounded",
    features: featuresFor(tenant, appContext, config),
    languages: config.TENANTS[tenant]?.languages ?? LOCALES,
    appConfig: { ...APP_CONFIG_DEFAULTS, ...config.APP_CONFIG },
    setCookies,
  };
}

/** The visitor's language where the tenant offers it, else the tenant's default language. */
export const offeredLocale = (chosen: string, languages: readonly Locale[]): Locale => languages.find((l) => l === chosen) ?? languages[0];
