// A set of submit buttons of which one is the current choice (language, colour scheme). The
// current one is filled and carries a check mark, so the state is not told by colour alone.
export function choiceClasses(current: boolean): string {
  return [
    "inline-flex min-h-10 items-center gap-2 rounded-theme border px-3 text-sm font-medium",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300",
    current
      ? "border-primary-700 bg-primary-700 text-white"
      : "border-muted-300 bg-white text-muted-900 hover:bg-muted-100 dark:border-muted-600 dark:bg-muted-800 dark:text-muted-50 dark:hover:bg-muted-700",
  ].join(" ");
}

export const legendClasses = "mb-2 px-1 text-sm font-semibold";
