import { useNavigation, useRouteError } from "@remix-run/react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n-t";
import { useHydrated } from "remix-utils/use-hydrated";
import { useShouldHydrate } from "~/utils/should-hydrate";

// Spec section 9, in milliseconds: show only navigations slower than `throttle`; `duration` is
// the estimate the bar approaches the end in; after the end it stays `hideDelay`, then fades,
// and `resetDelay` later returns to zero (after the fade, so it never visibly runs backwards).
export const LOADING_BAR = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 };

// "waiting": a navigation runs but the throttle has not passed, so nothing shows yet. It is in the
// DOM (data-state) so a test with a controlled clock knows the throttle timer is running.
type BarState = "idle" | "waiting" | "start" | "progress" | "finish" | "error";
interface Bar {
  state: BarState;
  progress: number;
  visible: boolean;
}

/** 10% at once, then ever slower towards the end: about 95% at `duration`, never 100% until done. */
const estimate = (elapsed: number) => Math.min(0.99, 1 - 0.9 * Math.exp((-3 * elapsed) / LOADING_BAR.duration));

// Module-level, so the bar survives the root Layout remounting into the error screen, which is
// exactly when it must turn into the error state.
let bar: Bar = { state: "idle", progress: 0, visible: false };
// Not a cache: the mounted subscribers (scripts/isolate-caches.test.ts lists it).
const listeners = new Set<() => void>();
let throttle: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
let afterFinish: ReturnType<typeof setTimeout>[] = [];

function set(next: Partial<Bar>) {
  bar = { ...bar, ...next };
  for (const listener of listeners) listener();
}

const running = () => bar.state === "start" || bar.state === "progress";

function start() {
  if (throttle || running()) return;
  // A new navigation while the last one's bar fades: drop the fade and start over.
  afterFinish.forEach(clearTimeout);
  afterFinish = [];
  set({ state: "waiting", progress: 0, visible: false });
  throttle = setTimeout(() => {
    throttle = undefined;
    const startedAt = Date.now();
    set({ state: "start", progress: estimate(0), visible: true });
    ticker = setInterval(() => set({ state: "progress", progress: estimate(Date.now() - startedAt) }), 100);
  }, LOADING_BAR.throttle);
}

function finish(failed: boolean) {
  clearTimeout(throttle);
  throttle = undefined;
  if (bar.state === "waiting") set({ state: "idle" }); // done within the throttle: never shown
  if (!running()) return;
  clearInterval(ticker);
  set({ state: failed ? "error" : "finish", progress: 1 });
  afterFinish = [
    setTimeout(() => set({ visible: false }), LOADING_BAR.hideDelay),
    setTimeout(() => set({ state: "idle", progress: 0 }), LOADING_BAR.hideDelay + LOADING_BAR.resetDelay),
  ];
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => bar;

/**
 * The navigation loading bar (JavaScript only: without it the browser shows its own). Error when
 * the navigation ends on the root error boundary, the app's only one: Layout renders it too.
 */
export function LoadingBar() {
  const { t } = useTranslation("toast");
  // Mounted on every page, rendered where JavaScript runs: a hydrating page, or any page the
  // app navigated to client-side after hydrating.
  const hydrated = useHydrated();
  const shouldHydrate = useShouldHydrate();
  const busy = useNavigation().state !== "idle";
  // null, not undefined, outside an error boundary (react-router's context default).
  const failed = useRouteError() != null;
  const { state, progress, visible } = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (busy) start();
    else finish(failed);
  }, [busy, failed]);

  if (!hydrated && !shouldHydrate) return null;
  const a11y = visible
    ? { role: "progressbar", "aria-label": t("loadingBar"), "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": Math.round(progress * 100) }
    : { "aria-hidden": true };
  return (
    <div
      {...a11y}
      data-testid="loading-bar"
      data-state={state}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] transition-opacity duration-300 motion-reduce:transition-none ${visible ? "opacity-100" : "opacity-0"}`}
      style={{ height: LOADING_BAR.height }}
    >
      <div
        className={`h-full origin-left transition-transform duration-200 ease-out motion-reduce:transition-none ${state === "error" ? "bg-red-600" : "bg-primary-600"}`}
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  );
}
