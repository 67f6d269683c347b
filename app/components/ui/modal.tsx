import { useNavigate } from "@remix-run/react";
import { Link } from "~/components/link";
import { useId, type ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClasses } from "./button-styles";

export interface ModalProps {
  /** The dialog's id: an openHref ending in #id moves the no-JS visitor's focus start to it. */
  id: string;
  title: string;
  triggerLabel: string;
  closeLabel: string;
  /** The server's idea of the state: the page was asked for with the dialog open (e.g. ?modal=open). */
  open: boolean;
  /** The same page with the dialog open, and without it: the JavaScript-free open and close. */
  openHref: string;
  closeHref: string;
  children: ReactNode;
}

const overlayClasses = "fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4";
const boxClasses =
  "w-full max-w-md rounded-[min(var(--radius-theme),1rem)] bg-white p-6 text-muted-900 shadow-xl outline-none " + "dark:bg-muted-900 dark:text-muted-50";

/**
 * A modal dialog. Without JavaScript, opening is a link to the page with the dialog rendered on the
 * server as an overlay, and closing a link back; once hydrated it is a react-aria Modal that traps
 * focus, closes on Escape and restores focus to its button.
 */
export function Modal({ id, title, triggerLabel, closeLabel, open, openHref, closeHref, children }: ModalProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  if (hydrated) {
    // Closing a dialog the URL opened also drops the flag from the URL, so a reload keeps it shut.
    const onOpenChange = (isOpen: boolean) => {
      if (!isOpen && open) navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    return (
      <DialogTrigger defaultOpen={open} onOpenChange={onOpenChange}>
        <Button className={buttonClasses("primary")}>{triggerLabel}</Button>
        <ModalOverlay isDismissable className={overlayClasses}>
          <AriaModal className={boxClasses}>
            <Dialog id={id} className="grid gap-4 outline-none">
              {({ close }) => (
                <>
                  <Heading slot="title" level={2} className="text-lg font-semibold">
                    {title}
                  </Heading>
                  {children}
                  <Button onPress={close} className={buttonClasses("muted", "justify-self-end")}>
                    {closeLabel}
                  </Button>
                </>
              )}
            </Dialog>
          </AriaModal>
        </ModalOverlay>
      </DialogTrigger>
    );
  }
  return (
    <>
      <Link to={openHref} className={buttonClasses("primary")} preventScrollReset>
        {triggerLabel}
      </Link>
      {open ? (
        <div className={overlayClasses}>
          <div id={id} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} className={`${boxClasses} grid gap-4`}>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {children}
            <Link to={closeHref} className={buttonClasses("muted", "justify-self-end")}>
              {closeLabel}
            </Link>
          </div>
        </div>
      ) : null}
    </>
  );
}
