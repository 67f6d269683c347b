import { ownDataFileName } from "@contract/own-data";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fetchOwnData } from "~/.server/api/own-data";
import { requireUser } from "~/.server/auth";

/**
 * "Download my data" on /profiel: a plain GET that answers the api's export as a JSON file, so it
 * works without JavaScript. Personal data: never stored by a cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const answer = await fetchOwnData(context);
  return new Response(answer.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ownDataFileName(new Date().toISOString())}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
