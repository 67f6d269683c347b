import { useMatches } from "@remix-run/react";

/** What a route match says about hydration: its module's `handle` and its loader's data. */
export interface HydrationMatch {
  handle?: unknown;
  data?: unknown;
}

/**
 * Whether any route of the page asks for JavaScript: `handle.hydrate`, true or a function of the
 * route's data (remix-utils' rule). Shared by the document, which renders the scripts only then,
 * and entry.server, which renders a page without them to one string (docs/performance.md).
 */
export function wantsHydration(matches: HydrationMatch[]): boolean {
  return matches.some(({ handle, data }) => {
    if (typeof handle !== "object" || handle === null || Array.isArray(handle) || !("hydrate" in handle)) return false;
    const hydrate = (handle as { hydrate?: unknown }).hydrate;
    if (!hydrate) return false;
    return typeof hydrate === "function" ? Boolean(hydrate(data)) : Boolean(hydrate);
  });
}

export function useShouldHydrate(): boolean {
  return wantsHydration(useMatches());
}
