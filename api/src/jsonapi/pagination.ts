import type { Page } from "./query-spec";

export interface PageLinks {
  first: string;
  /** null when the total is not counted (pageLinksWithoutTotal). */
  last: string | null;
  prev: string | null;
  next: string | null;
}

/** The SQL offset of a validated page (parseQuery guarantees it is a safe integer). */
export function pageOffset(page: Page): number {
  return (page.number - 1) * page.size;
}

/**
 * JSON:API pagination links for a page of `total` rows: the request URL with `page[number]`
 * (and the effective `page[size]`) replaced, so filters, includes and fieldsets carry over.
 * `prev`/`next` are null where there is no such page, as the spec asks.
 */
export function pageLinks(
  requestUrl: string,
  page: Page,
  total: number,
): PageLinks {
  const lastNumber = Math.max(1, Math.ceil(total / page.size));
  const link = (number: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("page[number]", String(number));
    url.searchParams.set("page[size]", String(page.size));
    return url.href;
  };
  return {
    first: link(1),
    last: link(lastNumber),
    prev: page.number > 1 ? link(Math.min(page.number - 1, lastNumber)) : null,
    next: page.number < lastNumber ? link(page.number + 1) : null,
  };
}

/**
 * Links for a list that does not count its rows (it fetched one row more than the page to know
 * whether another page exists): `last` is null, `next` is there exactly when `hasNextPage`.
 */
export function pageLinksWithoutTotal(
  requestUrl: string,
  page: Page,
  hasNextPage: boolean,
): PageLinks {
  const links = pageLinks(requestUrl, page, 0);
  const next = new URL(links.first);
  next.searchParams.set("page[number]", String(page.number + 1));
  const prev = new URL(links.first);
  prev.searchParams.set("page[number]", String(page.number - 1));
  return {
    first: links.first,
    last: null,
    prev: page.number > 1 ? prev.href : null,
    next: hasNextPage ? next.href : null,
  };
}
