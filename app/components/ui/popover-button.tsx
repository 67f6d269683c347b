import { lazy, Suspense, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DetailsDisclosure, type DisclosureTriggerProps } from "./details-disclosure";

// As in MenuButton: react-aria is fetched after hydration; the <details> version serves until then.
const AriaPopoverButton = lazy(() => import("./aria-popover-button"));

export type PopoverButtonProps = DisclosureTriggerProps & { children: ReactNode };

/**
 * A button that shows a panel (forms, lists). Without JavaScript it is a <details>; once hydrated
 * a react-aria dialog popover that takes focus, closes on Escape or a click outside, and gives
 * focus back to its button.
 */
export function PopoverButton(props: PopoverButtonProps) {
  const hydrated = useHydrated();
  const fallback = <DetailsDisclosure {...props} />;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AriaPopoverButton {...props} />
    </Suspense>
  );
}
