import type { NewsItemAttributes, NewsState } from "@contract/news-items";
import type { NewsItem } from "../../db/content-schema";
import type { ParsedQuery, QuerySpec } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { richTextAsWanted } from "../../rich-text/as-wanted";
import { NEWS_ITEMS } from "./schema";

export type NewsItemResource = NewsItemAttributes & { id: string };

/** Draft without a time, scheduled while the time lies ahead of `now`, else published. */
export const newsState = (publishedAt: string | null, now: string): NewsState =>
  publishedAt === null ? "draft" : publishedAt > now ? "scheduled" : "published";

/** `render`: what of the body the query's fieldset asks for (richTextWanted); the rest is left empty. */
export function toNewsItemResource(n: NewsItem, now: string, render = { doc: true, html: true }): NewsItemResource {
  const body = richTextAsWanted(n.body, render);
  return {
    id: String(n.id),
    title: n.title,
    slug: n.slug,
    summary: n.summary,
    body: body.doc,
    body_html: body.html,
    published_at: n.publishedAt,
    pinned: n.pinned,
    image_url: n.imageUrl,
    image_alt: n.imageAlt,
    state: newsState(n.publishedAt, now),
    volunteer_center_id: String(n.volunteerCenterId),
    created_at: n.createdAt,
    updated_at: n.updatedAt,
  };
}

export const newsItemSerializer = new Serializer<NewsItemResource>(NEWS_ITEMS);

export const NEWS_ITEMS_PATH = "/api/v1/news_items";

export const newsItemUrl = resourceUrlOf(NEWS_ITEMS_PATH);

/** One news item's document (its state as of `now`), for its query (`fields`). */
export const newsItemDocument = (row: NewsItem, now: string, query: ParsedQuery<QuerySpec>, requestUrl: string) =>
  serializeDocument(newsItemSerializer, toNewsItemResource(row, now), { ...query, selfUrl: requestUrl, resourceUrl: newsItemUrl(requestUrl) });
