import { toolbarNotifications } from "~/.server/api/notifications";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import { useShouldHydrate } from "~/utils/should-hydrate";
import { getCurrentUser, syncOrganizations } from "~/.server/auth";
import { impersonationOf } from "~/.server/impersonation";
import { displayName } from "~/.server/api/users";
import { loadCurrentCenter } from "~/.server/current-center";
import { readColorScheme, readConsent } from "~/.server/preferences";
import { csrfTokenFor } from "~/.server/csrf-token";
import { takeToasts } from "~/.server/toast";
import { toolbarManages } from "~/.server/user-management";
import { primaryNav, roleNav } from "~/.server/navigation";
import { menuTree } from "~/.server/api/menu-items";
import { loadLiveMenus } from "~/.server/menus";
import { permissionsOf } from "~/.server/permissions";
import { tenantSwitchAvailable } from "~/.server/tenant-switch";
import { Analytics } from "~/components/analytics";
import { ConsentBanner } from "~/components/consent-banner";
import { DefaultLayout } from "~/components/layout/default-layout";
import { RootErrorBoundary } from "~/components/layout/root-error-boundary";
import { LoadingBar } from "~/components/loading-bar";
import { Toaster } from "~/components/toast/toaster";
import { useNonce } from "~/utils/nonce";
import { VersionCheck } from "~/utils/version-check";
import "./tailwind.css";

// "toast": the toaster and loading bar are on every page, so their messages load with the root.
// Namespaces a hydrating page needs in the browser; every page may show toolbar, toast and account texts.
export const handle = { i18n: ["common", "ui", "toast", "auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The menus need neither the user nor the centre, the user's organizations only the credentials,
  // and what needs the user (its bell, its menu) needs only the user: each starts as soon as what
  // it needs is known, not after the slowest of its neighbours (issue 47: a page waits for the
  // longest chain of api calls, each a round trip when deployed).
  const forUser = getCurrentUser(context).then((user) =>
    Promise.all([user, roleNav(context, permissionsOf(user)), user ? toolbarNotifications(context) : null]),
  );
  const [center, [user, role, bell], menu] = await Promise.all([
    loadCurrentCenter(context),
    forUser,
    loadLiveMenus(context),
    syncOrganizations(request, context),
  ]);
  const origin = new URL(request.url).origin;
  return {
    // Only what the toolbar shows; the full user stays on the server.
    user: user ? { name: displayName(user), email: user.email ?? "", manages: toolbarManages(user) } : null,
    impersonation: user ? impersonationOf(context) : null,
    // The bell's unread count and newest few; the activity panel shows the same recent events.
    bell: bell ? { ...bell, activity: bell.items.map(({ id, title, href, at }) => ({ id, title, href, at })) } : { unread: 0, items: [], activity: [] },
    locale: context.locale,
    colorScheme: readColorScheme(request),
    consent: readConsent(request),
    toasts: takeToasts(context),
    tenant: context.tenant.tenant,
    // The centre's own choice (/instellingen/design) over the tenant's configured default.
    shape: center.shape ?? context.tenant.shape,
    appContext: context.tenant.appContext,
    features: context.tenant.features,
    languages: context.tenant.languages,
    appName: context.tenant.tenantAppName || center.name,
    // Every page's meta description unless it has its own (app/utils/meta.ts).
    metaDescription: context.t("home.description", { name: center.name }),
    center,
    nav: { primary: primaryNav(context.tenant.features), role },
    // The centre's own menus (/content/menu-items), as visitors see them.
    menus: { header: menuTree(menu, "header"), footer: menuTree(menu, "footer") },
    switchAvailable: tenantSwitchAvailable(request, context),
    // Open Graph wants absolute addresses (the page's own, its image).
    origin,
    // Every post form carries it (CsrfField); only posts without Origin/Referer need it (csrf-token.ts).
    csrf: await csrfTokenFor(context.session, context.config.SESSION_SECRET),
  };
}

export type RootLoader = typeof loader;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoader>("root");
  // Pages hydrate only when a route asks for it (handle.hydrate): most public pages need no JS.
  const shouldHydrate = useShouldHydrate();
  const scheme = data?.colorScheme ?? "system";
  const nonce = useNonce();
  // Without root data (its loader failed, e.g. the API is down) the page still speaks the
  // visitor's language: i18next was started with it (entry.server.tsx), so lang says so too.
  const { i18n } = useTranslation();
  return (
    <html lang={data?.locale ?? i18n.language ?? "nl"} data-tenant={data?.tenant} data-scheme={scheme} data-shape={data?.shape}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Set on the server, so the chosen scheme applies before the first paint. */}
        <meta name="color-scheme" content={scheme === "system" ? "light dark" : scheme} />
        {/* react-aria (and any script that injects a <style>) reads the nonce from here: the
            property, since browsers hide the attribute (docs/security.md). */}
        <meta name="csp-nonce" nonce={nonce} />
        <Meta />
        <Links />
        {data ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: data.center.themeCss }} /> : null}
        <link rel="icon" href={data?.center.faviconUrl ?? "/favicon.svg"} />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        {/* In Layout, not App: toasts and the loading bar's error state show on error screens too. */}
        {data ? <Toaster toasts={data.toasts} /> : null}
        <LoadingBar />
        <VersionCheck />
        {shouldHydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const empty = useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === "empty");
  const askConsent = Boolean(data.center.gtagId) && data.consent === null;
  return (
    <>
      {empty ? (
        <Outlet />
      ) : (
        <DefaultLayout>
          <Outlet />
        </DefaultLayout>
      )}
      {askConsent ? <ConsentBanner /> : null}
      <Analytics gtagId={data.center.gtagId} consent={data.consent} />
    </>
  );
}

export const ErrorBoundary = RootErrorBoundary;
