import { useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { RootLoader } from "~/root";
import { errorTexts } from "~/utils/error-texts";
import { formatTitle } from "~/utils/title";
import { DefaultLayout } from "./default-layout";

/**
 * The error screen of spec section 2. 'Back to home' is a link to '/', so it works without
 * JavaScript; Remix drops the error on any navigation, which is what clears it.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const texts = errorTexts(error);
  const title = t(texts.title, { code: texts.status });
  // With the centre known (the root loader ran), the error keeps the site's header and footer.
  const root = useRouteLoaderData<RootLoader>("root");
  const screen = (
    <div className="mx-auto max-w-2xl px-4 py-8 text-center">
      {/* Spec section 1: every title ends in the app name, error screens too. */}
      <title>{formatTitle(title, root?.appName)}</title>
      <h1 className="text-2xl font-bold" data-testid="error-title">
        {title}
      </h1>
      <p className="mt-4 text-muted-700 dark:text-muted-300" data-testid="error-description">
        {t(texts.description)}
      </p>
      {texts.detail ? (
        <p className="mt-2 font-mono text-sm text-muted-700 dark:text-muted-300" data-testid="error-detail">
          {texts.detail}
        </p>
      ) : null}
      <Link to="/" className="mt-8 inline-block rounded-full bg-primary-700 px-5 py-2 text-white">
        {t("error.backHome")}
      </Link>
    </div>
  );
  return root ? <DefaultLayout>{screen}</DefaultLayout> : <main id="main">{screen}</main>;
}
