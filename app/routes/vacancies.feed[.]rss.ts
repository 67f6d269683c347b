import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FEED_CACHE, loadVacancyFeed, rssDocument } from "~/.server/vacancy-feed";

// /vacancies/feed.rss?<the search page's parameters>: RSS 2.0 of the newest 50 (docs/vacancies.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const feed = await loadVacancyFeed(request, context, "rss");
  if (feed instanceof Response) return feed;
  return new Response(rssDocument(feed), { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": FEED_CACHE } });
}
