import { useTranslation } from "~/i18n-t";
import { Icon } from "./toast-icon";

const CONTROL = "-mt-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-theme hover:bg-black/5 dark:hover:bg-white/10";
const RING = "outline-offset-2 outline-current";

/**
 * Closing without JavaScript: a visually hidden checkbox and its label; toast.css hides the toast
 * once the box is checked. Keyboard users reach the checkbox, and the label shows its focus.
 */
export function CloseToggle({ toastId }: { toastId: string }) {
  const { t } = useTranslation("toast");
  const id = `toast-${toastId}-close`;
  return (
    <>
      <input type="checkbox" id={id} className="toast-dismiss peer sr-only" />
      <label htmlFor={id} className={`${CONTROL} ${RING} peer-focus-visible:outline-2`}>
        <Icon name="close" className="size-4" />
        <span className="sr-only">{t("close")}</span>
      </label>
    </>
  );
}

/** Closing with JavaScript: a real button. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("toast");
  return (
    <button type="button" onClick={onClose} className={`${CONTROL} ${RING} focus-visible:outline-2`}>
      <Icon name="close" className="size-4" />
      <span className="sr-only">{t("close")}</span>
    </button>
  );
}
