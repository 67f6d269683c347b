// Shared by server and client: the shape of a toast (spec section 3) and its defaults (section 9).
export const TOAST_COLORS = ["primary", "success", "danger", "warning", "info", "muted"] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

export const TOAST_POSITIONS = ["top-left", "top-center", "top-right", "bottom-left", "bottom-center", "bottom-right"] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export const TOAST_DEFAULTS = { duration: 5000, tick: 16, position: "bottom-right" as ToastPosition };

export interface Toast {
  id: string;
  title?: string;
  message?: string;
  color: ToastColor;
  icon?: string;
  closable: boolean;
  /** Milliseconds; 0 or less keeps the toast until it is closed. */
  duration: number;
  /** 0..1, rising while the toast is shown. */
  progress: number;
  createdAt: number;
}

export type ToastInput = Partial<Omit<Toast, "id" | "progress" | "createdAt">> & { title?: string; message?: string };

export function createToast(input: ToastInput, now = Date.now(), id: string = crypto.randomUUID()): Toast {
  return {
    id,
    title: input.title,
    message: input.message,
    color: input.color ?? "primary",
    icon: input.icon,
    closable: input.closable ?? true,
    duration: input.duration ?? TOAST_DEFAULTS.duration,
    progress: 0,
    createdAt: now,
  };
}
