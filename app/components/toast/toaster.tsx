import { useEffect, useSyncExternalStore } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { TOAST_DEFAULTS, type Toast, type ToastPosition } from "~/utils/toast";
import { ToastItem } from "./toast-item";
import { ToastRegion } from "./toast-region";
import { toastStore, type LiveToast } from "./toast-store";
import "./toast.css";

const NONE: LiveToast[] = [];

interface ToasterProps {
  /** The toasts the root loader took from the session for this page. */
  toasts: Toast[];
  position?: ToastPosition;
}

/**
 * The page's toasts. Server-rendered (and on pages that never hydrate) they are the loader's
 * toasts with a CSS timer; once the page hydrates the store owns them, takes every later
 * loader's toasts (once per id) and whatever client code adds with `toast.add`.
 */
export function Toaster({ toasts, position = TOAST_DEFAULTS.position }: ToasterProps) {
  const hydrated = useHydrated();
  const live = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NONE);
  useEffect(() => {
    for (const toast of toasts) toastStore.add(toast);
  }, [toasts]);

  const shown = hydrated ? live : toasts;
  // A hydrated page keeps the (empty) region, so toasts added later land in a known landmark.
  if (!hydrated && shown.length === 0) return null;
  return (
    <ToastRegion position={position}>
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} live={hydrated} />
      ))}
    </ToastRegion>
  );
}
