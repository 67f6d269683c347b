// Shared by buttons and by links that act as buttons, so both read as the same control. Every
// variant keeps a large touch target and a visible focus ring. Spec section 9's button defaults:
// colour neutral, size xl, fully rounded — whatever the tenant's shape for other components.
export type ButtonVariant = "primary" | "secondary" | "neutral" | "muted" | "danger";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold " +
  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 " +
  "disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:outline-primary-300";

const neutral =
  "border border-muted-300 bg-muted-50 text-muted-900 hover:bg-muted-100 " +
  "dark:border-muted-600 dark:bg-muted-800 dark:text-muted-50 dark:hover:bg-muted-700";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary-700 text-white hover:bg-primary-800",
  secondary: "bg-secondary-700 text-white hover:bg-secondary-800",
  // The confirming step of something that cannot be undone (delete, withdraw).
  danger: "bg-red-700 text-white hover:bg-red-800",
  neutral,
  // The style guide's older name for the same look.
  muted: neutral,
};

export function buttonClasses(variant: ButtonVariant = "neutral", extra?: string): string {
  return [base, variants[variant], extra].filter(Boolean).join(" ");
}
