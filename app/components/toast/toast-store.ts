import { createToast, TOAST_DEFAULTS, type Toast, type ToastInput } from "~/utils/toast";

export interface LiveToast extends Toast {
  paused: boolean;
}

interface Timer {
  /** Milliseconds shown before the current run. */
  elapsed: number;
  /** When the current run began, or null while paused. */
  since: number | null;
}

interface StoreOptions {
  now?: () => number;
  tick?: number;
}

/**
 * The toasts of a hydrated page (spec sections 3 and 9): progress rises in 16 ms ticks, a paused
 * toast keeps its remaining time, a toast at progress 1 is removed, duration <= 0 stays until
 * closed. Progress is computed from the clock, not by counting ticks, so a late tick (a busy main
 * thread, a background tab) cannot stretch a toast's life.
 */
export function createToastStore({ now = () => Date.now(), tick = TOAST_DEFAULTS.tick }: StoreOptions = {}) {
  let toasts: LiveToast[] = [];
  const timers = new Map<string, Timer>();
  // Ids ever shown: loader data repeats on later navigations, a closed toast must not return.
  const seen = new Set<string>();
  const listeners = new Set<() => void>();
  let interval: ReturnType<typeof setInterval> | undefined;

  const progressOf = (toast: Toast, timer: Timer, at: number) => Math.min(1, (timer.elapsed + (timer.since === null ? 0 : at - timer.since)) / toast.duration);

  function commit(next: LiveToast[]) {
    toasts = next;
    const running = [...timers.values()].some((timer) => timer.since !== null);
    if (running && !interval) interval = setInterval(advance, tick);
    if (!running && interval) {
      clearInterval(interval);
      interval = undefined;
    }
    for (const listener of listeners) listener();
  }

  function advance() {
    const at = now();
    const next = toasts.flatMap((toast) => {
      const timer = timers.get(toast.id);
      if (!timer || timer.since === null) return [toast];
      const progress = progressOf(toast, timer, at);
      if (progress < 1) return [{ ...toast, progress }];
      timers.delete(toast.id);
      return [];
    });
    commit(next);
  }

  function setPaused(id: string, paused: boolean) {
    const timer = timers.get(id);
    if (!timer || (timer.since === null) === paused) return;
    const at = now();
    if (paused) {
      timer.elapsed += at - (timer.since ?? at);
      timer.since = null;
    } else timer.since = at;
    commit(toasts.map((toast) => (toast.id === id ? { ...toast, paused, progress: progressOf(toast, timer, at) } : toast)));
  }

  return {
    /** Shows a toast; a toast (from the server) whose id was already shown is ignored. */
    add(input: ToastInput | Toast): string {
      const toast = "id" in input && typeof input.id === "string" ? (input as Toast) : createToast(input);
      if (seen.has(toast.id)) return toast.id;
      seen.add(toast.id);
      if (toast.duration > 0) timers.set(toast.id, { elapsed: 0, since: now() });
      commit([...toasts, { ...toast, progress: 0, paused: false }]);
      return toast.id;
    },
    remove(id: string) {
      if (!toasts.some((toast) => toast.id === id)) return;
      timers.delete(id);
      commit(toasts.filter((toast) => toast.id !== id));
    },
    pause: (id: string) => setPaused(id, true),
    resume: (id: string) => setPaused(id, false),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page's one store. */
export const toastStore = createToastStore();

/** For client code: `toast.add({ title, color: "success" })`. */
export const toast = { add: toastStore.add, remove: toastStore.remove };
