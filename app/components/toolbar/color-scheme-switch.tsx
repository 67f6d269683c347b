import { CsrfField } from "~/components/csrf-field";
import { Form, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { RootLoader } from "~/root";
import { choiceClasses, legendClasses } from "~/components/ui/choice-styles";
import { CheckIcon } from "~/components/ui/icons";
import { useReturnTo } from "~/components/ui/use-return-to";
import { COLOR_SCHEMES } from "~/utils/preferences";

/**
 * System, light or dark as a plain form: /color-scheme sets the cookie and sends the visitor back.
 * With JavaScript Remix submits it and reloads the root data, which re-renders <html data-scheme>.
 */
export function ColorSchemeSwitch() {
  const { t } = useTranslation("ui");
  const current = useRouteLoaderData<RootLoader>("root")?.colorScheme ?? "system";
  const redirectTo = useReturnTo();
  return (
    <Form method="post" action="/color-scheme" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset>
        <legend className={legendClasses}>{t("colorScheme.heading")}</legend>
        <div className="flex flex-wrap gap-2">
          {COLOR_SCHEMES.map((scheme) => (
            <button
              key={scheme}
              type="submit"
              name="scheme"
              value={scheme}
              aria-current={scheme === current ? "true" : undefined}
              className={choiceClasses(scheme === current)}
            >
              {scheme === current ? <CheckIcon className="size-4" /> : null}
              {t(`colorScheme.${scheme}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
