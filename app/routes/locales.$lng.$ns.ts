import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources } from "~/.server/locales";

const DAY = 60 * 60 * 24;

/** Translations for the browser's i18next, cached for 24 hours (spec section 9). */
export async function loader({ params }: LoaderFunctionArgs) {
  const language = resources[params.lng as keyof typeof resources];
  const namespace = language?.[params.ns?.replace(/\.json$/, "") as keyof typeof language];
  if (!namespace) throw new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(namespace), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": `public, max-age=${DAY}` },
  });
}
