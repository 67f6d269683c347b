import type { AppLoadContext } from "@remix-run/cloudflare";
import { listPublishedNews, type NewsItem } from "../api/news-items";
import { escapeXml } from "../vacancy-feed";

// /nieuws/feed.xml: the newest published items as Atom 1.0 (RFC 4287). Links are absolute, since
// feed readers show them elsewhere.
export const NEWS_FEED_SIZE = 20;
export const NEWS_FEED_CACHE = "public, max-age=300";

const entry = (item: NewsItem, origin: string) => {
  const url = `${origin}/nieuws/${item.slug}`;
  return [
    "<entry>",
    `<title>${escapeXml(item.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    `<id>${escapeXml(url)}</id>`,
    `<published>${item.publishedAt}</published>`,
    `<updated>${item.publishedAt! > item.updatedAt ? item.publishedAt : item.updatedAt}</updated>`,
    item.summary ? `<summary>${escapeXml(item.summary)}</summary>` : "",
    `<content type="html">${escapeXml(item.bodyHtml)}</content>`,
    "</entry>",
  ].join("");
};

/** The feed document of the request's centre. */
export async function newsFeed(request: Request, context: AppLoadContext, centerName: string): Promise<string> {
  const origin = new URL(request.url).origin;
  const { items } = await listPublishedNews(context.api, { page: 1, size: NEWS_FEED_SIZE });
  const updated =
    items
      .map((i) => i.publishedAt!)
      .sort()
      .at(-1) ?? new Date(0).toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<title>${escapeXml(context.t("content:news.feedTitle", { name: centerName }))}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${origin}/nieuws`)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/nieuws/feed.xml`)}"/>`,
    `<id>${escapeXml(`${origin}/nieuws`)}</id>`,
    `<updated>${updated}</updated>`,
    `<author><name>${escapeXml(centerName)}</name></author>`,
    ...items.map((item) => entry(item, origin)),
    "</feed>",
  ].join("\n");
}
