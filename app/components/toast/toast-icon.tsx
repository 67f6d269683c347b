import type { ToastColor } from "~/utils/toast";

const CIRCLE = "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z";

// A handful of line icons drawn here: an icon font or library would cost more than the toasts.
const ICONS = {
  check: [CIRCLE, "m8 12.5 2.75 2.75L16 10"],
  error: [CIRCLE, "m9.5 9.5 5 5m0-5-5 5"],
  warning: ["M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z", "M12 9.5v4", "M12 17h.01"],
  info: [CIRCLE, "M12 11v5", "M12 8h.01"],
  bell: ["M6 16v-5a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z", "M10 20.5a2 2 0 0 0 4 0"],
  close: ["m6 6 12 12M18 6 6 18"],
} as const;

export type IconName = keyof typeof ICONS;

const COLOR_ICONS: Record<ToastColor, IconName> = {
  primary: "bell",
  success: "check",
  danger: "error",
  warning: "warning",
  info: "info",
  muted: "bell",
};

/** The toast's `icon` names one of ICONS, "none" for no icon; anything else gets the colour's icon. */
export function iconFor(color: ToastColor, icon: string | undefined): IconName | null {
  if (icon === "none") return null;
  return icon && icon in ICONS ? (icon as IconName) : COLOR_ICONS[color];
}

/** Decorative: the toast's words say what the icon shows. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
