import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import { moveFocusWithArrows } from "./arrow-focus";
import { ariaPlacement, panelClasses, popoverWidth, triggerClasses } from "./disclosure-styles";
import type { PopoverButtonProps } from "./popover-button";

/** The hydrated PopoverButton: a react-aria DialogTrigger with a non-modal popover. */
export default function AriaPopoverButton({ label, icon, hideLabel = false, tone = "default", placement = "end", children }: PopoverButtonProps) {
  return (
    <DialogTrigger>
      <Button aria-label={hideLabel ? label : undefined} className={triggerClasses(tone)}>
        {icon}
        {hideLabel ? null : label}
      </Button>
      <Popover placement={ariaPlacement(placement)} offset={8} className={`${panelClasses} ${popoverWidth}`}>
        {/* Around the dialog, not inside it: the dialog holds the focus when it opens, and its key
            events bubble up here (react-aria's Dialog takes no onKeyDown of its own). */}
        <div onKeyDown={moveFocusWithArrows}>
          <Dialog aria-label={label} className="outline-none">
            {children}
          </Dialog>
        </div>
      </Popover>
    </DialogTrigger>
  );
}
