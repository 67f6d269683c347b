import { useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from "react";
import type { Toast } from "~/utils/toast";
import { CloseButton, CloseToggle } from "./toast-close";
import { ToastCard } from "./toast-card";
import { toastStore, type LiveToast } from "./toast-store";

interface ToastItemProps {
  toast: Toast | LiveToast;
  /** True once the page has hydrated: the store runs the timer; else toast.css does. */
  live: boolean;
}

/**
 * One toast. Static and live render the same card (React keeps its element when the page
 * hydrates), only the timer and the close control change hands.
 */
export function ToastItem({ toast, live }: ToastItemProps) {
  // Hover and focus pause separately: leaving with the mouse must not resume a focused toast.
  const held = useRef({ hover: false, focus: false });
  const hold = (reason: "hover" | "focus", on: boolean) => {
    held.current[reason] = on;
    if (held.current.hover || held.current.focus) toastStore.pause(toast.id);
    else toastStore.resume(toast.id);
  };
  const close = () => toastStore.remove(toast.id);
  const timed = toast.duration > 0;
  const role = toast.color === "danger" ? "alert" : "status";

  if (!live) {
    return (
      <ToastCard
        toast={toast}
        role={role}
        data-toast-id={toast.id}
        data-timed={timed ? "" : undefined}
        style={timed ? ({ "--toast-duration": `${toast.duration}ms` } as CSSProperties) : undefined}
        close={toast.closable ? <CloseToggle toastId={toast.id} /> : null}
        progress={timed ? "css" : null}
      />
    );
  }
  return (
    <ToastCard
      toast={toast}
      role={role}
      data-toast-id={toast.id}
      data-progress={toast.progress.toFixed(3)}
      onMouseEnter={() => hold("hover", true)}
      onMouseLeave={() => hold("hover", false)}
      onFocus={() => hold("focus", true)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold("focus", false);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Escape" && toast.closable) close();
      }}
      close={toast.closable ? <CloseButton onClose={close} /> : null}
      progress={timed ? toast.progress : null}
    />
  );
}
