// What a tenant's sites need in the workers' configuration, written from one description: the web
// worker's TENANTS, HOST_TENANTS, VOLUNTEER_CENTER_HOSTS and DEFAULT_VOLUNTEER_CENTER_IDS (in the
// top-level [vars], which serve every tenant by host, or in an [env.<name>] of its own), and the
// api worker's PUBLIC_URLS / CENTER_PUBLIC_URLS / REDIRECT_HOSTS, so mailed links open its sites.
import { CONFIG_PATHS, openToml } from "./config-files.mjs";
import { OperatorError } from "./errors.mjs";

/** The api's environment for a web environment: the top level locally, production otherwise. */
const apiEnvFor = (webEnv) => (webEnv ? "production" : null);

const isLocal = (host) => host === "localhost" || host.endsWith(".localhost");
/** A host's public origin: local hosts on `npm start`'s port, every other one over https. */
export const originOf = (host) => (isLocal(host) ? `http://${host}:8787` : `https://${host}`);

export async function openConfigs() {
  return { web: await openToml(CONFIG_PATHS.web), api: await openToml(CONFIG_PATHS.api) };
}

/** Every host the web configuration maps, in any environment, with the tenant or centre it names. */
export function knownHosts(web) {
  const hosts = new Map();
  for (const env of [null, ...environments(web)])
    for (const name of ["HOST_TENANTS", "VOLUNTEER_CENTER_HOSTS"])
      for (const [host, value] of Object.entries(web.value(env, name) ?? {}))
        if (!hosts.has(host)) hosts.set(host, `${name === "HOST_TENANTS" ? "tenant" : "centre"} ${value}${env ? ` in [env.${env}]` : ""}`);
  return hosts;
}

export function environments(web) {
  return [...web.text.matchAll(/^\s*\[env\.([A-Za-z0-9_-]+)\]\s*$/gm)].map((m) => m[1]);
}

/** Which web environment serves a tenant: null for the top level, else the [env.*] naming it. */
export function environmentOf(web, tenant) {
  if (tenant in (web.value(null, "TENANTS") ?? {})) return null;
  const env = environments(web).find((e) => tenant in (web.value(e, "TENANTS") ?? {}));
  if (env === undefined) throw new OperatorError(`no web configuration serves tenant '${tenant}' (${CONFIG_PATHS.web})`);
  return env;
}

/** The block of a new web environment serving one tenant (its routes are its hosts). */
function environmentBlock(env, tenant, hosts) {
  const routes = hosts.filter((h) => !isLocal(h)).map((pattern) => `{ pattern = "${pattern}", custom_domain = true }`);
  return `# Tenant ${tenant}, written by \`npm run tenant -- create\` (docs/operators.md).
[env.${env}]
name = "inzet-web-${env}"
services = [{ binding = "API", service = "inzet-api" }]
routes = [${routes.join(", ")}]

[env.${env}.vars]
ENVIRONMENT = "production"
DEFAULT_TENANT = "${tenant}"
MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
EMBED_FRAME_ANCESTORS = "https:"
TENANTS = {}`;
}

/**
 * Writes (in memory, until save) one tenant's site entries. `site`: { tenant, appName, features,
 * hosts (the tenant's, first is its public URL), centerId (the default centre), centerHosts
 * ({ host: centreId } of partner centres), webEnv }.
 */
export function writeSite({ web, api }, site) {
  const { tenant, webEnv } = site;
  if (webEnv && !web.has(webEnv)) web.appendBlock(environmentBlock(webEnv, tenant, [...site.hosts, ...Object.keys(site.centerHosts ?? {})]));
  web.setEntry(webEnv, "TENANTS", tenant, {
    appName: site.appName ?? "",
    ...(site.shape && { shape: site.shape }),
    ...(site.features && { features: site.features }),
    ...(site.languages && { languages: site.languages }),
  });
  for (const host of site.hosts) web.setEntry(webEnv, "HOST_TENANTS", host, tenant);
  for (const [host, center] of Object.entries(site.centerHosts ?? {})) {
    web.setEntry(webEnv, "HOST_TENANTS", host, tenant);
    web.setEntry(webEnv, "VOLUNTEER_CENTER_HOSTS", host, String(center));
  }
  if (site.centerId !== undefined) web.setEntry(webEnv, "DEFAULT_VOLUNTEER_CENTER_IDS", tenant, String(site.centerId));
  const apiEnv = apiEnvFor(webEnv);
  if (site.hosts.length > 0) api.setEntry(apiEnv, "PUBLIC_URLS", tenant, originOf(site.hosts[0]));
  for (const [host, center] of Object.entries(site.centerHosts ?? {})) api.setEntry(apiEnv, "CENTER_PUBLIC_URLS", String(center), originOf(host));
  if (apiEnv) {
    const allowed = String(api.value(apiEnv, "REDIRECT_HOSTS") ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    const more = [...site.hosts, ...Object.keys(site.centerHosts ?? {})].filter((h) => !allowed.includes(h));
    if (more.length > 0) api.setVar(apiEnv, "REDIRECT_HOSTS", [...allowed, ...more].join(","));
  }
}

/**
 * Takes a tenant out of both configurations, wherever they name it (the local top level and its
 * own environment both may): an environment left serving nobody goes whole. Returns its hosts.
 */
export function removeSite({ web, api }, tenant, centerIds) {
  const serving = [null, ...environments(web)].filter((env) => tenant in (web.value(env, "TENANTS") ?? {}));
  if (serving.length === 0) throw new OperatorError(`no web configuration serves tenant '${tenant}' (${CONFIG_PATHS.web})`);
  const removed = [];
  for (const env of serving) {
    const hosts = Object.entries(web.value(env, "HOST_TENANTS") ?? {})
      .filter(([, t]) => t === tenant)
      .map(([h]) => h);
    removed.push(...hosts);
    if (env && Object.keys(web.value(env, "TENANTS") ?? {}).length === 1) {
      web.removeEnvironment(env);
      continue;
    }
    web.deleteEntry(env, "TENANTS", tenant);
    for (const host of hosts) for (const name of ["HOST_TENANTS", "VOLUNTEER_CENTER_HOSTS", "LOCKED_HOSTS"]) web.deleteEntry(env, name, host);
    web.deleteEntry(env, "DEFAULT_VOLUNTEER_CENTER_IDS", tenant);
  }
  for (const apiEnv of [null, "production"]) {
    if (apiEnv && !api.has(apiEnv)) continue;
    api.deleteEntry(apiEnv, "PUBLIC_URLS", tenant);
    for (const id of centerIds) api.deleteEntry(apiEnv, "CENTER_PUBLIC_URLS", String(id));
  }
  return removed;
}
