import type { HTMLAttributes, ReactNode } from "react";
import type { Toast } from "~/utils/toast";
import { TOAST_COLOR_CLASSES } from "./toast-colors";
import { Icon, iconFor } from "./toast-icon";

interface ToastCardProps extends HTMLAttributes<HTMLDivElement> {
  toast: Pick<Toast, "title" | "message" | "color" | "icon">;
  /** The close control, absent for a toast that cannot be closed. */
  close?: ReactNode;
  /** The time bar: a number 0..1 set by the store, "css" when toast.css animates it, null for none. */
  progress?: number | "css" | null;
}

/** How a toast looks, the same with and without JavaScript; behaviour comes from ToastItem. */
export function ToastCard({ toast, close, progress = null, className = "", ...props }: ToastCardProps) {
  const colors = TOAST_COLOR_CLASSES[toast.color] ?? TOAST_COLOR_CLASSES.primary;
  const icon = iconFor(toast.color, toast.icon);
  return (
    <div
      data-color={toast.color}
      className={`toast pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-theme border-l-4 p-4 pr-2 shadow-lg ${colors.card} ${className}`}
      {...props}
    >
      {icon ? <Icon name={icon} className={`mt-0.5 size-5 ${colors.icon}`} /> : null}
      <div className="min-w-0 flex-1 wrap-anywhere">
        {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
        {toast.message ? <p className={toast.title ? "mt-1 text-sm" : "text-sm"}>{toast.message}</p> : null}
      </div>
      {close}
      {progress === null ? null : (
        <div
          aria-hidden="true"
          className={`toast-progress absolute inset-x-0 bottom-0 h-1 origin-left ${colors.bar}`}
          style={{ transform: `scaleX(${progress === "css" ? 0 : progress})` }}
        />
      )}
    </div>
  );
}
