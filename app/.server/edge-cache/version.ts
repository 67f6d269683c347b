// The tenant's content version kept at the edge, beside the pages
// (docs/decisions/0011-content-version-at-the-edge.md): while it stands, a cache hit asks the api
// nothing. A write made through this worker puts the new version in its place before its answer
// goes out, so the next visitor's page is fresh at once; any other write shows once the kept
// version ends (VERSION_TTL_SECONDS), or its clock part does.
import type { PageVersions } from "../api/page-versions";

/** Seconds a kept version lives at most: the bound for writes that do not pass through this worker. */
export const VERSION_TTL_SECONDS = 10;

const VERSION_PATH = "/__inzet/content-version";

interface KeptVersion {
  counter: number;
  content: string;
  freshUntil: string | null;
  /**
   * The settings version of each centre read under this content version (its id, "-" for the
   * tenant's default). In the same entry, so a page reads its versions in one lookup; every write
   * raises the content version (a settings save too), and a new content version starts with only
   * the centre it was read with, so no centre version read before a write outlives it.
   */
  centers?: Record<string, string>;
}

const centerKey = (center: string | null) => center ?? "-";

const keptEntry = (body: unknown, seconds: number) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${seconds}` } });

/** The kept version's key: the same origin as the pages (a zone's cache), one entry per tenant. */
export function versionKey(origin: string, tenant: string): string {
  return `${origin}${VERSION_PATH}?tenant=${encodeURIComponent(tenant)}`;
}

/**
 * Seconds the versions may be kept: the TTL, never past the moment the clock part changes (the
 * day, a scheduled news item), and not at all when the backend does not say when that is.
 */
export function keepSeconds(freshUntil: string | null, now: number): number {
  const until = freshUntil ? Date.parse(freshUntil) : Number.NaN;
  if (Number.isNaN(until)) return 0;
  return Math.max(0, Math.min(VERSION_TTL_SECONDS, Math.floor((until - now) / 1000)));
}

/** The kept content version of the tenant under this origin, or null (ask the api). */
export async function keptVersion(cache: Cache, origin: string, tenant: string): Promise<string | null> {
  const kept = await cache.match(versionKey(origin, tenant));
  if (!kept) return null;
  return ((await kept.json()) as KeptVersion).content;
}

/**
 * Keeps the versions under each origin, with the settings version of `center` (the centre they
 * were read for). A version never replaces a newer one already kept: a request that read the
 * version just before another's write must not put it back over the writer's. The same version
 * keeps the centres already beside it. What cannot be kept (its clock part ends within the second,
 * a backend that does not say) removes what is kept, so no older version outlives a write.
 */
export async function keepVersion(cache: Cache, origins: readonly string[], tenant: string, versions: PageVersions, center: string | null, now = Date.now()) {
  const seconds = keepSeconds(versions.freshUntil, now);
  await Promise.all(
    origins.map(async (origin) => {
      const key = versionKey(origin, tenant);
      if (seconds <= 0) {
        await cache.delete(key);
        return;
      }
      const found = await cache.match(key);
      const kept = found ? ((await found.json()) as KeptVersion) : null;
      if (kept && kept.counter > versions.counter) return;
      // Two requests of different centres may keep at once; one centre is then asked again.
      const centers = kept?.content === versions.content ? kept.centers : undefined;
      const body: KeptVersion = {
        counter: versions.counter,
        content: versions.content,
        freshUntil: versions.freshUntil,
        centers: { ...centers, [centerKey(center)]: versions.center },
      };
      await cache.put(key, keptEntry(body, seconds));
    }),
  );
}

/** The page versions without an api call: the kept content version and the centre's version beside it, or null. */
export async function keptPageVersions(cache: Cache, origin: string, tenant: string, center: string | null): Promise<PageVersions | null> {
  const found = await cache.match(versionKey(origin, tenant));
  if (!found) return null;
  const kept = (await found.json()) as KeptVersion;
  const centerVersion = kept.centers?.[centerKey(center)];
  if (centerVersion === undefined) return null;
  return { center: centerVersion, content: kept.content, counter: kept.counter, freshUntil: kept.freshUntil ?? null };
}

/** Removes the kept version under each origin (a write whose new version the api could not tell). */
export async function dropVersion(cache: Cache, origins: readonly string[], tenant: string) {
  await Promise.all(origins.map((origin) => cache.delete(versionKey(origin, tenant))));
}

/**
 * The origins whose pages show this tenant: the request's own, and every host the configuration
 * gives the tenant (a partner centre's own host), with the request's scheme and port. A host
 * served by another zone keeps its own cache: there the write shows once its kept version ends.
 */
export function tenantOrigins(url: URL, tenant: string, hostTenants: Readonly<Record<string, string>>): string[] {
  const port = url.port ? `:${url.port}` : "";
  const hosts = Object.entries(hostTenants)
    .filter(([, owner]) => owner === tenant)
    .map(([host]) => `${url.protocol}//${host}${port}`);
  return [...new Set([url.origin, ...hosts])];
}
