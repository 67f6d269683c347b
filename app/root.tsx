import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useShouldHydrate } from "remix-utils/use-should-hydrate";
import { loadCurrentCenter } from "~/.server/current-center";
import { DefaultLayout } from "~/components/layout/default-layout";
import { RootErrorBoundary } from "~/components/layout/root-error-boundary";
import "./tailwind.css";

export const handle = { i18n: "common" };

export async function loader({ context }: LoaderFunctionArgs) {
  const center = await loadCurrentCenter(context);
  return {
    locale: context.locale,
    tenant: context.tenant.tenant,
    appContext: context.tenant.appContext,
    features: context.tenant.features,
    appName: context.tenant.tenantAppName || center.name,
    center,
  };
}

export type RootLoader = typeof loader;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoader>("root");
  // Pages hydrate only when a route asks for it (handle.hydrate): most public pages need no JS.
  const shouldHydrate = useShouldHydrate();
  return (
    <html lang={data?.locale ?? "nl"} data-tenant={data?.tenant}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data ? <style dangerouslySetInnerHTML={{ __html: data.center.themeCss }} /> : null}
        {data?.center.faviconUrl ? <link rel="icon" href={data.center.faviconUrl} /> : null}
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        {shouldHydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const empty = useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === "empty");
  return empty ? <Outlet /> : <DefaultLayout><Outlet /></DefaultLayout>;
}

export const ErrorBoundary = RootErrorBoundary;
