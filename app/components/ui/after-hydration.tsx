import { Suspense, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * `children` (a lazily loaded react-aria version) once the page is hydrated and its chunk has
 * arrived; `fallback` (the <details> version) before that and without JavaScript. The chunk is
 * never fetched before hydration, so it does not hold up the first render.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (!useHydrated()) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
