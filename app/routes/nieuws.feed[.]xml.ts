import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadCurrentCenter } from "~/.server/current-center";
import { NEWS_FEED_CACHE, newsFeed } from "~/.server/content/news-feed";

// /nieuws/feed.xml: the centre's news as an Atom feed (docs/content.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await loadCurrentCenter(context);
  return new Response(await newsFeed(request, context, center.name), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": NEWS_FEED_CACHE },
  });
}
