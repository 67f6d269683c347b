import type { NewsSummary } from "~/components/content/news-list";

/** What a news list shows of an item and no more, so a loader sends only that (/nieuws, the home page). */
export const toNewsSummary = ({ id, title, slug, summary, publishedAt, pinned, imageUrl, imageAlt }: NewsSummary): NewsSummary => ({
  id,
  title,
  slug,
  summary,
  publishedAt,
  pinned,
  imageUrl,
  imageAlt,
});
