import type { AppLoadContext } from "@remix-run/cloudflare";
import { HOME_NEWS_COUNT } from "@contract/news-items";
import type { NewsSummary } from "~/components/content/news-list";
import { listPublishedNewsSummaries } from "../api/news-items";
import { keptContent } from "../kept-content";
import { toNewsSummary } from "../news-summaries";

export type HomeNews = NewsSummary;

/**
 * The newest published news items (pinned first), for the home page. Kept while current
 * (kept-content.ts): `state_eq=published` is the same for everyone, and a scheduled item going
 * public changes the content version's clock part.
 */
export async function loadNewestNews(context: AppLoadContext): Promise<HomeNews[]> {
  const { items } = await keptContent(context, "home:news", () => listPublishedNewsSummaries(context.api, { page: 1, size: HOME_NEWS_COUNT }));
  return items.map(toNewsSummary);
}
