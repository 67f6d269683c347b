import { lazy, type ReactNode } from "react";
import { AfterHydration } from "./after-hydration";
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
  return (
    <AfterHydration fallback={<DetailsDisclosure {...props} />}>
      <AriaPopoverButton {...props} />
    </AfterHydration>
  );
}
