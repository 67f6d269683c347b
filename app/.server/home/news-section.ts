import type { AppLoadContext } from "@remix-run/cloudflare";
import { HOME_NEWS_COUNT } from "@contract/news-items";
import type { NewsSummary } from "~/components/content/news-list";
import { keptPublishedNewsSummaries } from "../api/news-items";
import { toNewsSummary } from "../news-summaries";

export type HomeNews = NewsSummary;

/** The newest published news items (pinned first), for the home page; kept while current. */
export async function loadNewestNews(context: AppLoadContext): Promise<HomeNews[]> {
  const { items } = await keptPublishedNewsSummaries(context, { page: 1, size: HOME_NEWS_COUNT });
  return items.map(toNewsSummary);
}
