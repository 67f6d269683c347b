import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isCrawler } from "~/.server/crawler";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "~/.server/i18n-instances";
import { renderDocument } from "~/.server/render-document";
import { NonceProvider } from "~/utils/nonce";
import { wantsHydration } from "~/utils/should-hydrate";

// server.ts takes the worker's request handling from the build, so it exists there only once.
export { handleWorkerRequest } from "~/.server/worker";

// Logged once per failure. Thrown responses (a 404, a guard's 401) are answers, not failures, and an
// aborted request means the visitor went away.
// Each is also filed with error reporting (docs/diagnostics.md), scrubbed of personal data.
export function handleError(error: unknown, { request, context }: { request: Request; context?: AppLoadContext }) {
  if (error instanceof Error && !request.signal.aborted) {
    console.error(error);
    context?.reportError(error);
  }
}

/** This build's id (vite-plugins/build-version.ts), for server.ts: the release of error reports. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? "development";

// A 503 is a passing state (the API or its D1 is down: app/.server/api/client.ts), so the page says
// when to try again, as the API does; a crawler then comes back rather than dropping the page.
const retryHeaders = (status: number): Record<string, string> => (status === 503 ? { "Retry-After": "30" } : {});

export default async function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext, context: AppLoadContext) {
  // Crawlers get the status of a failed page without the page itself (spec section 8).
  if (status >= 400 && isCrawler(request.headers.get("user-agent") ?? "")) {
    return new Response(null, { status, headers: { "Cache-Control": "no-store", ...retryHeaders(status) } });
  }

  const instance = await i18nFor(context.locale);

  // Every script and style element the page renders carries the nonce the CSP header names.
  const nonce = context.cspNonce;
  const page = (remix: EntryContext) => (
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={instance}>
        <RemixServer context={remix} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceProvider>
  );
  const body = await renderDocument(page, remixContext, hydrates(remixContext), {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      if (!request.signal.aborted) console.error(error);
      status = 500;
    },
  });
  // Crawlers and no-JS visitors alike get the whole document; crawlers wait for all of it.
  if (typeof body !== "string" && isCrawler(request.headers.get("user-agent") ?? "")) await body.allReady;

  headers.set("Content-Type", "text/html; charset=utf-8");
  for (const [name, value] of Object.entries(retryHeaders(status))) headers.set(name, value);
  return new Response(body, { headers, status });
}

/** Whether the page's routes ask for JavaScript, as the document decides when it renders the scripts. */
function hydrates({ staticHandlerContext: { matches, loaderData }, routeModules }: EntryContext): boolean {
  return wantsHydration(matches.map(({ route }) => ({ handle: routeModules[route.id]?.handle, data: loaderData[route.id] })));
}
