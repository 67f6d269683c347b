import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import { Toolbar } from "~/components/toolbar/toolbar";
import { CenterFooterDetails } from "./center-footer";
import { ImpersonationBanner } from "./impersonation-banner";
import { FooterMenu } from "./footer-menu";
import { PrimaryNav, RoleNav } from "./site-nav";
import type { RootLoader } from "~/root";
import { Img } from "~/components/ui/img";

// The footer's links on every page (then /switch, where another tenant can be switched to).
const FOOTER_LINKS = [
  ["/vacancies/search", "layout.vacancies"],
  ["/sociale-kaart", "layout.socialMap"],
  ["/partners", "layout.partners"],
  ["/contactformulier", "layout.contact"],
] as const;

/** Header with the centre's logo and name on its primary colour, the page, and a footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<RootLoader>("root");
  const center = data?.center;
  // A centre's own pages (handle.breakout) sit on a full-width white band (spec: /:slug?).
  const breakout = useMatches().some((match) => (match.handle as { breakout?: boolean } | undefined)?.breakout);
  return (
    <div className="flex min-h-screen flex-col">
      {/* Above the sticky header when it has the focus (WCAG 2.4.11: never hidden behind it). */}
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:p-2 focus:bg-white focus:text-black">
        {t("layout.skipToContent")}
      </a>
      {data?.user && data.impersonation ? <ImpersonationBanner user={data.user.name} own={data.impersonation.name} /> : null}
      <header className="relative z-30 bg-primary-700 text-white lg:sticky lg:top-0" data-testid="site-header">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <Link to="/" className="flex min-w-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-current">
            <Img
              src={center?.logoUrl}
              alt={t("layout.logoAlt", { name: center?.name })}
              size={[40, 40]}
              className="size-10 shrink-0 rounded-theme bg-white p-1"
            />
            {/* A long centre name gives way to the toolbar on a narrow (320 px) screen. */}
            <span className="truncate text-lg font-semibold" data-testid="center-name">
              {center?.name}
            </span>
          </Link>
          <PrimaryNav items={data?.nav.primary ?? []} menu={data?.menus.header ?? []} />
          {/* The toolbar speaks the `ui` namespace. On a hydrating page whose routes do not load it,
              the browser fetches it first; the boundary lets hydration wait for it with the
              server's HTML in place, instead of failing on a mismatch. */}
          <Suspense fallback={null}>
            <Toolbar user={data?.user ?? undefined} notifications={data?.bell.items} unread={data?.bell.unread} activity={data?.bell.activity} />
          </Suspense>
        </div>
        <RoleNav items={data?.nav.role ?? []} />
      </header>
      {breakout ? (
        <main id="main" className="w-full flex-1 bg-white px-4 py-10 text-muted-950 dark:bg-muted-950 dark:text-muted-50">
          {children}
        </main>
      ) : (
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
      )}
      <footer className="border-t border-muted-200 text-sm text-muted-700 dark:border-muted-700 dark:text-muted-300">
        <CenterFooterDetails footer={center?.footer ?? null} person={center?.contactPerson ?? null} />
        {/* Wraps on a phone: the centre's name above its links, never over them. */}
        <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-x-8 gap-y-2 px-4 py-4">
          <span className="min-w-0 wrap-anywhere">{data?.appName}</span>
          <nav aria-label={t("layout.footerNav")} className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER_LINKS.map(([to, key]) => (
              <Link key={to} to={to} className="underline">
                {t(key)}
              </Link>
            ))}
            {data?.switchAvailable ? (
              <Link to="/switch" className="underline">
                {t("layout.switchTenant")}
              </Link>
            ) : null}
          </nav>
          <FooterMenu menu={data?.menus.footer ?? []} />
        </div>
      </footer>
    </div>
  );
}
