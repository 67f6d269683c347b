import { CsrfField } from "~/components/csrf-field";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";

/** Asks once, as a plain form, before any analytics may load. */
export function ConsentBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-muted-200 bg-white p-4 text-muted-900 shadow-lg dark:border-muted-700 dark:bg-muted-900 dark:text-muted-100"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="consent-title" className="font-semibold">
            {t("consent.title")}
          </h2>
          <p className="text-sm">{t("consent.description")}</p>
        </div>
        <Form method="post" action="/consent" className="flex gap-2">
          <CsrfField />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" name="consent" value="denied" className="rounded-theme border border-muted-400 px-4 py-2">
            {t("consent.deny")}
          </button>
          <button type="submit" name="consent" value="granted" className="rounded-theme bg-primary-700 px-4 py-2 text-white">
            {t("consent.grant")}
          </button>
        </Form>
      </div>
    </section>
  );
}
