import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { NewsItemAttributes, newsItemList } from "@contract/news-items";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiClient } from "./client";
import { keptContent } from "../kept-content";
import { orErrorScreen } from "./errors";
import { resourceWrites } from "./resource-writes";

// The centre's news (docs/content.md). The site asks for `state_eq=published` always, so staff
// see on /nieuws what visitors see; /content lists every state.

export type NewsItem = Camelized<NewsItemAttributes> & { id: string };

const NEWS = "/api/v1/news_items";

/** What a list of news shows of an item (/nieuws, the home page): everything but its body. */
const SUMMARY_FIELDS = ["title", "slug", "summary", "published_at", "pinned", "image_url", "image_alt"] as const;
export type NewsSummary = Pick<NewsItem, "id" | "title" | "slug" | "summary" | "publishedAt" | "pinned" | "imageUrl" | "imageAlt">;

async function publishedNews<T>(api: ApiClient, { page, size }: { page: number; size: number }, fields?: typeof SUMMARY_FIELDS) {
  const { data, meta } = await api.get<T[]>(NEWS, {
    filter: { state_eq: "published" },
    ...(fields && { fields: { news_items: fields } }),
    page: { number: page, size },
  } satisfies ListQuery<typeof newsItemList>);
  return { items: data, total: typeof meta.total === "number" ? meta.total : data.length };
}

/**
 * listPublishedNewsSummaries, kept per centre and page while the content version is current
 * (kept-content.ts): `state_eq=published` is the same for everyone, and an item going public at
 * its moment moves the version's clock part. The home page and /nieuws ask it.
 */
export const keptPublishedNewsSummaries = (context: AppLoadContext, page: { page: number; size: number }) =>
  keptContent(context, `news:${page.page}:${page.size}`, () => listPublishedNewsSummaries(context.api, page));

/** A page of the published items, whole (the feed shows their bodies). */
export const listPublishedNews = (api: ApiClient, page: { page: number; size: number }) => publishedNews<NewsItem>(api, page);

/**
 * A page of the published items without their bodies: the api neither sends nor the page parses
 * each item's text twice over (`body`, `body_html`) for a list that shows its summary.
 */
export const listPublishedNewsSummaries = (api: ApiClient, page: { page: number; size: number }) => publishedNews<NewsSummary>(api, page, SUMMARY_FIELDS);

export async function findPublishedNews(api: ApiClient, slug: string): Promise<NewsItem | null> {
  const { data } = await api.get<NewsItem[]>(NEWS, { filter: { state_eq: "published", slug_eq: slug }, page: { size: 1 } } satisfies ListQuery<
    typeof newsItemList
  >);
  return data[0] ?? null;
}

/** Every item of the centre in every state (staff). */
/** A news item as the content pages list it: not its body, which the api then neither parses nor renders. */
export type ListedNewsItem = Pick<NewsItem, "id" | "title" | "slug" | "state" | "publishedAt" | "pinned">;

export async function listCenterNews(api: ApiClient): Promise<ListedNewsItem[]> {
  const fields = { news_items: ["title", "slug", "state", "published_at", "pinned"] } as const;
  return (await api.get<ListedNewsItem[]>(NEWS, { fields, page: { size: 100 } } satisfies ListQuery<typeof newsItemList>)).data;
}

export async function getNewsItem(api: ApiClient, id: string): Promise<NewsItem> {
  return (await orErrorScreen(api.get<NewsItem>(`${NEWS}/${id}`))).data;
}

export interface NewsInput {
  title: string;
  slug?: string;
  summary: string;
  body?: unknown;
  publishedAt: string | null;
  pinned: boolean;
  /** Left out: unchanged; null: no image. */
  imageUrl?: string | null;
  imageAlt?: string;
}

export const { create: createNewsItem, update: updateNewsItem, remove: deleteNewsItem } = resourceWrites<NewsItem, NewsInput>(NEWS, "news_items");
