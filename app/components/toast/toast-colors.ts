import type { ToastColor } from "~/utils/toast";

/**
 * Light cards with dark text (and the reverse in dark mode) keep every colour above 4.5:1,
 * whatever palette a tenant picks for primary and muted: the 50 and 950 ends of a scale always
 * contrast. The left border and the bar carry the colour itself.
 */
export const TOAST_COLOR_CLASSES: Record<ToastColor, { card: string; icon: string; bar: string }> = {
  primary: {
    card: "border-primary-600 bg-primary-50 text-primary-950 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-50",
    icon: "text-primary-700 dark:text-primary-300",
    bar: "bg-primary-600 dark:bg-primary-400",
  },
  success: {
    card: "border-green-600 bg-green-50 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50",
    icon: "text-green-700 dark:text-green-300",
    bar: "bg-green-600 dark:bg-green-400",
  },
  danger: {
    card: "border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50",
    icon: "text-red-700 dark:text-red-300",
    bar: "bg-red-600 dark:bg-red-400",
  },
  warning: {
    card: "border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50",
    icon: "text-amber-700 dark:text-amber-300",
    bar: "bg-amber-500 dark:bg-amber-400",
  },
  info: {
    card: "border-sky-600 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50",
    icon: "text-sky-700 dark:text-sky-300",
    bar: "bg-sky-600 dark:bg-sky-400",
  },
  muted: {
    card: "border-muted-500 bg-muted-100 text-muted-950 dark:border-muted-400 dark:bg-muted-900 dark:text-muted-50",
    icon: "text-muted-700 dark:text-muted-300",
    bar: "bg-muted-500 dark:bg-muted-400",
  },
};
