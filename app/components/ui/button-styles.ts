// Shared by buttons and by links that act as buttons, so both read as the same control. Every
// variant keeps a 40 px touch target and a visible focus ring.
export type ButtonVariant = "primary" | "secondary" | "muted";

const base =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-theme px-4 py-2 text-sm font-semibold " +
  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 " +
  "disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:outline-primary-300";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary-700 text-white hover:bg-primary-800",
  secondary: "bg-secondary-700 text-white hover:bg-secondary-800",
  muted:
    "border border-muted-300 bg-muted-50 text-muted-900 hover:bg-muted-100 " +
    "dark:border-muted-600 dark:bg-muted-800 dark:text-muted-50 dark:hover:bg-muted-700",
};

export function buttonClasses(variant: ButtonVariant = "primary", extra?: string): string {
  return [base, variants[variant], extra].filter(Boolean).join(" ");
}
