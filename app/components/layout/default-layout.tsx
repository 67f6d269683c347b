import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RootLoader } from "~/root";

/** Header with the centre's logo and name on its primary colour, the page, and a footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<RootLoader>("root");
  const center = data?.center;
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2 focus:bg-white focus:text-black">
        {t("layout.skipToContent")}
      </a>
      <header className="bg-primary-700 text-white" data-testid="site-header">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <Link to="/" className="flex items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-white">
            {center?.logoUrl ? (
              <img src={center.logoUrl} alt={t("layout.logoAlt", { name: center.name })} width={40} height={40} className="size-10 rounded-theme bg-white p-1" />
            ) : null}
            <span className="text-lg font-semibold" data-testid="center-name">{center?.name}</span>
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
      <footer className="border-t border-muted-200 text-sm text-muted-700">
        <div className="mx-auto flex max-w-6xl justify-between px-4 py-4">
          <span>{data?.appName}</span>
          <Link to="/switch" className="underline">{t("layout.switchTenant")}</Link>
        </div>
      </footer>
    </>
  );
}
