// The look shared by the menu and popover triggers and panels, with and without JavaScript:
// the <details> fallback and the react-aria version must be the same control to the eye.

/** "header": on the site header's primary colour; "default": in page content. */
export type TriggerTone = "header" | "default";

/**
 * "start"/"end": below the trigger, aligned to its left/right edge. "viewport": on narrow screens the panel
 * spans the viewport under the header, so a trigger in the middle of the toolbar cannot push it
 * off the left edge at 320 px; from `sm` up it behaves like "end".
 */
export type PanelPlacement = "start" | "end" | "viewport";

const triggerBase =
  "inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center gap-2 rounded-theme px-2 text-sm " +
  "font-semibold outline-offset-2 focus-visible:outline-2 data-[focus-visible]:outline-2";

const triggerTones: Record<TriggerTone, string> = {
  // currentColor, not white: a tenant's header may be light with dark text (the `public` tenant).
  header:
    "text-inherit hover:bg-current/15 focus-visible:outline-current data-[focus-visible]:outline-current " +
    "aria-expanded:bg-current/15 group-open/disclosure:bg-current/15",
  default:
    "border border-muted-300 bg-muted-50 px-3 text-muted-900 hover:bg-muted-100 focus-visible:outline-primary-600 " +
    "data-[focus-visible]:outline-primary-600 dark:border-muted-600 dark:bg-muted-800 dark:text-muted-50 dark:hover:bg-muted-700",
};

export const triggerClasses = (tone: TriggerTone) => `${triggerBase} ${triggerTones[tone]}`;

// A panel keeps the tenant's shape but never turns into a pill, however round the shape.
export const panelClasses =
  "z-50 rounded-[min(var(--radius-theme),1rem)] border border-muted-200 bg-white p-2 text-left text-muted-900 " +
  "font-normal shadow-lg outline-none dark:border-muted-700 dark:bg-muted-900 dark:text-muted-50";

export const detailsPanelPlacement: Record<PanelPlacement, string> = {
  start: "absolute left-0 top-full mt-2 w-72 max-w-[calc(100vw-2rem)]",
  end: "absolute right-0 top-full mt-2 w-72 max-w-[calc(100vw-1rem)]",
  viewport: "fixed inset-x-2 top-16 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-72",
};

/** react-aria's popover flips and shifts on its own; it only needs the side to prefer. */
export const ariaPlacement = (placement: PanelPlacement) => (placement === "start" ? "bottom start" : "bottom end");

export const popoverWidth = "w-72 max-w-[calc(100vw-1rem)]";

export const menuItemClasses =
  "flex min-h-10 cursor-pointer flex-col justify-center rounded-md px-3 py-2 text-sm text-muted-900 outline-none " +
  "hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-primary-600 data-[focused]:bg-muted-100 " +
  "data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-600 " +
  "dark:text-muted-50 dark:hover:bg-muted-800 dark:data-[focused]:bg-muted-800";

export const menuHeaderClasses = "px-3 py-2 text-sm text-muted-700 dark:text-muted-300";
