import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FEED_CACHE, jsonFeedDocument, loadVacancyFeed } from "~/.server/vacancy-feed";

// /vacancies/feed.json?<the search page's parameters>: JSON Feed 1.1 of the newest 50 (docs/vacancies.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const feed = await loadVacancyFeed(request, context, "json");
  if (feed instanceof Response) return feed;
  return new Response(JSON.stringify(jsonFeedDocument(feed)), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8", "Cache-Control": FEED_CACHE },
  });
}
