// One look for every text input and select; an invalid field gets a red border, never colour alone:
// its message sits right under it and is tied to it with aria-describedby.
export function inputClasses(invalid: boolean): string {
  return [
    "block min-h-10 w-full rounded-theme border bg-white px-3 py-2 text-base text-muted-900",
    "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600",
    "dark:bg-muted-900 dark:text-muted-50 dark:focus-visible:outline-primary-300",
    // Date and time inputs move the focus into their own parts, so the input itself is never
    // :focus-visible; it gets the same outline while the focus is inside it.
    "[&[type=date]]:focus-within:outline-2 [&[type=date]]:focus-within:outline-offset-1 [&[type=date]]:focus-within:outline-primary-600",
    "dark:[&[type=date]]:focus-within:outline-primary-300",
    invalid ? "border-red-700 dark:border-red-400" : "border-muted-400 dark:border-muted-500",
  ].join(" ");
}

export const labelClasses = "text-sm font-medium";
/** A field's messages (FieldErrors; the public forms' island writes the same list). */
export const errorListClasses = "text-sm font-medium text-red-700 dark:text-red-300";
export const descriptionClasses = "text-sm text-muted-700 dark:text-muted-300";

/** The ids a field's description and errors get, joined for aria-describedby. */
export function fieldIds(id: string, { description, invalid }: { description: boolean; invalid: boolean }) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(" ");
  return { descriptionId, errorId, describedBy: describedBy || undefined };
}
