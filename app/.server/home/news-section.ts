import type { AppLoadContext } from "@remix-run/cloudflare";
import { HOME_NEWS_COUNT } from "@contract/news-items";
import { listPublishedNewsSummaries } from "../api/news-items";

export interface HomeNews {
  id: string;
  title: string;
  slug: string;
  summary: string;
  publishedAt: string | null;
  pinned: boolean;
  imageUrl: string | null;
  imageAlt: string;
}

/** The newest published news items (pinned first), for the home page. */
export async function loadNewestNews(context: AppLoadContext): Promise<HomeNews[]> {
  const { items } = await listPublishedNewsSummaries(context.api, { page: 1, size: HOME_NEWS_COUNT });
  return items.map(({ id, title, slug, summary, publishedAt, pinned, imageUrl, imageAlt }) => ({
    id,
    title,
    slug,
    summary,
    publishedAt,
    pinned,
    imageUrl,
    imageAlt,
  }));
}
