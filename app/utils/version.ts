// Pure parts of the new-version check (docs/decisions/0006-new-versions.md): what the build
// publishes, when to ask again, and which navigation becomes a full page load.

declare global {
  interface ImportMetaEnv {
    /** Set by vite-plugins/build-version.ts; absent outside a Vite build (unit tests). */
    readonly VITE_BUILD_ID?: string;
  }
}

/** The file the client build writes, served as a static asset. */
export const LATEST_BUILD_URL = "/builds/latest.json";
/** Spec section 9: ask for a new version once an hour. */
export const VERSION_CHECK_INTERVAL = 60 * 60 * 1000;

export interface BuildInfo {
  id: string;
  builtAt: string;
}

/** The published build, or null for anything that is not one (an HTML 404 page, a proxy's error). */
export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (!value || typeof value !== "object") return null;
  const { id, builtAt } = value as Record<string, unknown>;
  if (typeof id !== "string" || !id.trim() || typeof builtAt !== "string") return null;
  return { id, builtAt };
}

/**
 * True when the server publishes a build other than the one running. A page without its own id
 * (a build without the plugin) never reloads: it could not tell an update from itself.
 */
export function isNewBuild(currentId: string | undefined, latest: unknown): boolean {
  const info = parseBuildInfo(latest);
  return Boolean(currentId && info && info.id !== currentId);
}

/** Milliseconds until the next check: background tabs fire timers late, so this is asked again on focus. */
export function nextCheckDelay(lastCheckedAt: number, now: number, interval = VERSION_CHECK_INTERVAL): number {
  return Math.max(0, lastCheckedAt + interval - now);
}

interface NavigationLike {
  state: "idle" | "loading" | "submitting";
  formMethod?: string;
  location?: { pathname: string; search: string; hash: string };
}

/**
 * The URL to load in full when a navigation starts while an update is pending, else null.
 * Only GET navigations (links and GET forms) qualify: reloading a POST would drop what the
 * visitor submitted, so a submission and the redirect after it run on the old build.
 */
export function reloadTarget(navigation: NavigationLike): string | null {
  if (navigation.state !== "loading" || !navigation.location) return null;
  if (navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET") return null;
  const { pathname, search, hash } = navigation.location;
  return pathname + search + hash;
}
