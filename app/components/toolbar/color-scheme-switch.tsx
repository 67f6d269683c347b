import { CsrfField } from "~/components/csrf-field";
import { Form, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { RootLoader } from "~/root";
import { ChoiceButtons } from "~/components/ui/choice-buttons";
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
      <ChoiceButtons legend={t("colorScheme.heading")} name="scheme" values={COLOR_SCHEMES} current={current} label={(scheme) => t(`colorScheme.${scheme}`)} />
    </Form>
  );
}
