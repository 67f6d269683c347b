import { CsrfField } from "~/components/csrf-field";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";

/** While staff act as another user: who they are now, and the way back (a plain form, no JS). */
export function ImpersonationBanner({ user, own }: { user: string; own: string }) {
  const { t } = useTranslation("auth");
  return (
    <div
      role="region"
      aria-label={t("impersonation.banner", { name: user })}
      className="border-b border-amber-500 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <Form method="post" action="/account/switch-back" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <CsrfField />
        <p>
          <strong>{t("impersonation.banner", { name: user })}</strong> {t("impersonation.via", { name: own })}
        </p>
        <button
          type="submit"
          className="rounded-theme border border-current px-3 py-1 font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-current"
        >
          {t("impersonation.switchBack")}
        </button>
      </Form>
    </div>
  );
}
