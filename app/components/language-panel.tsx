import { CsrfField } from "~/components/csrf-field";
import { Form, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { i18nConfig } from "~/i18n";
import type { RootLoader } from "~/root";
import { ChoiceButtons } from "./ui/choice-buttons";
import { useReturnTo } from "./ui/use-return-to";

/**
 * The two languages as a plain form: /locale sets the cookie and sends the visitor back here.
 * reloadDocument, also with JavaScript: the browser's i18next keeps the language it started with,
 * so only a fresh page brings every text (and <html lang>) over to the new language.
 * `action`: a page on a host locked to it (LOCKED_HOSTS) cannot post to /locale, so it takes the
 * post itself (/gelderse-handen).
 */
export function LanguagePanel({ action = "/locale" }: { action?: string }) {
  const { t, i18n } = useTranslation("ui");
  const root = useRouteLoaderData<RootLoader>("root");
  const current = root?.locale ?? i18n.language;
  // A tenant with one language offers no choice (TENANTS.<tenant>.languages).
  const offered = root?.languages ?? i18nConfig.supportedLngs;
  const redirectTo = useReturnTo();
  if (offered.length < 2) return null;
  return (
    <Form method="post" action={action} reloadDocument>
      <CsrfField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <ChoiceButtons
        legend={t("language.heading")}
        name="locale"
        values={offered}
        current={current}
        label={(locale) => t(`language.names.${locale}`)}
        inOwnLanguage
      />
    </Form>
  );
}
