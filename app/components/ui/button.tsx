import type { ButtonHTMLAttributes } from "react";
import { useTranslation } from "~/i18n-t";
import { buttonClasses, type ButtonVariant } from "./button-styles";
import { Spinner } from "./spinner";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Disables the button and marks it busy, e.g. while its form is being submitted. */
  pending?: boolean;
};

/**
 * A native button: it submits its form without JavaScript, unlike a scripted press handler.
 * react-aria's Button is used only where a react-aria trigger needs one (menus, dialogs).
 */
export function Button({ variant, pending = false, className, children, disabled, type = "button", ...rest }: ButtonProps) {
  return (
    <button type={type} {...rest} disabled={disabled || pending} aria-busy={pending || undefined} className={buttonClasses(variant, className)}>
      {pending ? <Spinner /> : null}
      {children}
      {pending ? <PendingLabel /> : null}
    </button>
  );
}

// Its own component, so only a busy button looks up the translation: a table of forty rows has
// forty buttons, and none of them busy when the server renders it.
function PendingLabel() {
  const { t } = useTranslation("ui");
  return <span className="sr-only">{t("button.pending")}</span>;
}
