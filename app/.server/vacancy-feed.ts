import type { AppLoadContext } from "@remix-run/cloudflare";
import { isUnknownPostcode, searchVacancies, type PublicVacancy } from "./api/vacancies";
import { loadCurrentCenter } from "./current-center";
import { FEED_SIZE, parseVacancySearch, searchParamsOf, vacancyListQuery } from "~/utils/vacancy-search";
import { entryPath } from "~/utils/slug";

/** A feed of one search: its title, the search page it mirrors, and the newest vacancies. */
export interface VacancyFeed {
  title: string;
  description: string;
  language: string;
  homeUrl: string;
  feedUrl: string;
  items: { id: string; url: string; title: string; organization: string | null; html: string; published: string | null }[];
}

// Text for XML 1.0: the five entities escaped, and control characters XML cannot carry dropped.
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);

/**
 * The newest public vacancies (at most FEED_SIZE) of the search in the URL, or a Response 400 for
 * a search the page would answer with a field error. Links are absolute: partner sites show them.
 */
export async function loadVacancyFeed(request: Request, context: AppLoadContext, kind: "rss" | "json"): Promise<VacancyFeed | Response> {
  const url = new URL(request.url);
  const { search, errors } = parseVacancySearch(url.searchParams);
  const problem = Object.values(errors)[0];
  if (problem) return badFeedRequest(context.t(`vacancy-search:errors.${problem}`));
  let vacancies: PublicVacancy[];
  try {
    ({ vacancies } = await searchVacancies(context.api, vacancyListQuery(search, { number: 1, size: FEED_SIZE }, "feed")));
  } catch (error) {
    if (isUnknownPostcode(error)) return badFeedRequest(context.t("vacancy-search:errors.postcodeUnknown"));
    throw error;
  }
  const center = await loadCurrentCenter(context);
  const site = context.tenant.tenantAppName || center.name;
  const query = searchParamsOf(search).toString();
  const suffix = query ? `?${query}` : "";
  return {
    title: search.q ? context.t("vacancy-search:feeds.titleSearch", { q: search.q, site }) : context.t("vacancy-search:feeds.title", { site }),
    description: context.t("vacancy-search:description"),
    language: context.locale,
    homeUrl: `${url.origin}/vacancies/search${suffix}`,
    feedUrl: `${url.origin}/vacancies/feed.${kind}${suffix}`,
    items: vacancies.map((v) => ({
      // The id stays the address without the title, so a renamed vacancy is not a new item to a reader.
      id: `${url.origin}/vacancies/${v.id}`,
      url: `${url.origin}${entryPath("/vacancies", v.id, v.title)}`,
      title: v.title,
      organization: v.organization?.name ?? null,
      html: v.descriptionHtml,
      published: v.publishedAt,
    })),
  };
}

const badFeedRequest = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** RSS 2.0, with atom:link rel=self as feed validators ask. */
export function rssDocument(feed: VacancyFeed): string {
  const items = feed.items.map((item) =>
    [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.id)}</guid>`,
      item.published ? `<pubDate>${new Date(item.published).toUTCString()}</pubDate>` : "",
      item.organization ? `<category>${escapeXml(item.organization)}</category>` : "",
      `<description>${escapeXml(item.html)}</description>`,
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.homeUrl)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(feed.language)}</language>`,
    `<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel></rss>",
  ].join("\n");
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1). */
export function jsonFeedDocument(feed: VacancyFeed) {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: feed.title,
    home_page_url: feed.homeUrl,
    feed_url: feed.feedUrl,
    description: feed.description,
    language: feed.language,
    items: feed.items.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      content_html: item.html,
      ...(item.published ? { date_published: item.published } : {}),
      ...(item.organization ? { authors: [{ name: item.organization }] } : {}),
    })),
  };
}

/** Feeds change as vacancies do, but a reader polling every minute need not reach the API. */
export const FEED_CACHE = "public, max-age=300";
