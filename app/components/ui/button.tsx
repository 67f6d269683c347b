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
  const { t } = useTranslation("ui");
  return (
    <button type={type} {...rest} disabled={disabled || pending} aria-busy={pending || undefined} className={buttonClasses(variant, className)}>
      {pending ? <Spinner /> : null}
      {children}
      {pending ? <span className="sr-only">{t("button.pending")}</span> : null}
    </button>
  );
}
