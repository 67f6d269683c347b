import { type SQL, count, getTableColumns, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import type { Page } from "./query-spec";

export interface PageLinks {
  first: string;
  /** null when the list is not counted (pageLinksWithoutTotal). */
  last: string | null;
  prev: string | null;
  next: string | null;
}

/** The SQL offset of a validated page (parseQuery guarantees it is a safe integer). */
export function pageOffset(page: Page): number {
  return (page.number - 1) * page.size;
}

/** An ordered Drizzle select, before its page is cut. */
interface Pageable<R> {
  limit(size: number): { offset(offset: number): BatchItem<"sqlite"> & { all(): Promise<R[]> } };
}

/**
 * A page of an ordered select and the count of every row its condition matches: two statements
 * in one D1 batch, one round trip, for lists that grow (totalBeside is one statement, for small
 * ones). `counted` is a `select({ total: count() })` over the same condition; `page` a validated
 * page or a limit and offset. A batch answers a
 * row by column name, so the page's columns must have names of their own (`namedApart`); the
 * patched Drizzle refuses a select whose do not.
 */
export async function pageAndCount<R>(
  db: Database,
  ordered: Pageable<R>,
  counted: BatchItem<"sqlite"> & { all(): Promise<{ total: number }[]> },
  page: Page | { limit: number; offset: number },
): Promise<{ rows: R[]; total: number }> {
  const [limit, offset] = "size" in page ? [page.size, pageOffset(page)] : [page.limit, page.offset];
  const [rows, totals] = (await db.batch([ordered.limit(limit).offset(offset), counted])) as [R[], { total: number }[]];
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * The whole list's length beside each row of a page: a window over every matching row, computed
 * before LIMIT and OFFSET. A page and its total then take one D1 statement, not a page and a
 * count side by side (each statement is a round trip: docs/performance.md). For lists that stay
 * small per tenant or centre (news, themes); a list of thousands reads one row past the page
 * instead (pageLinksWithoutTotal).
 */
export const totalBeside = () => sql<number>`count(*) OVER ()`.mapWith(Number);

/**
 * The rows of a page selected with `total: totalBeside()`, without that column, and the total.
 * An empty page has no row to carry it: on the first page the list is empty, past the end it is
 * counted on its own (`countAlone`).
 */
export async function pageWithTotal<R extends { total: number }>(
  rows: R[],
  page: Page,
  countAlone: () => Promise<number>,
): Promise<{ rows: Omit<R, "total">[]; total: number }> {
  if (rows.length === 0) return { rows: [], total: pageOffset(page) === 0 ? 0 : await countAlone() };
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
}

/**
 * A page of whole rows of `table` and the list's total, in one statement (totalBeside,
 * pageWithTotal): the lists of a centre's news and pages.
 */
export async function listWithTotal<T extends SQLiteTable>(db: Database, table: T, where: SQL | undefined, order: SQL[], page: Page) {
  const rows = (await db
    .select({ ...getTableColumns(table), total: totalBeside() })
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(pageOffset(page))
    .all()) as (T["$inferSelect"] & { total: number })[];
  return pageWithTotal(rows, page, () => countWhere(db, table, where));
}

/** The rows of `table` that `where` matches: the total of a page past the end (pageWithTotal). */
export async function countWhere(db: Database, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  return (await db.select({ total: count() }).from(table).where(where).all())[0]?.total ?? 0;
}

/**
 * JSON:API pagination links for a page of `total` rows: the request URL with `page[number]`
 * (and the effective `page[size]`) replaced, so filters, includes and fieldsets carry over.
 * `prev`/`next` are null where there is no such page, as the spec asks.
 */
const pageLink = (requestUrl: string, page: Page) => (number: number) => {
  const url = new URL(requestUrl);
  url.searchParams.set("page[number]", String(number));
  url.searchParams.set("page[size]", String(page.size));
  return url.href;
};

export function pageLinks(requestUrl: string, page: Page, total: number): PageLinks {
  const lastNumber = Math.max(1, Math.ceil(total / page.size));
  const link = pageLink(requestUrl, page);
  return {
    first: link(1),
    last: link(lastNumber),
    prev: page.number > 1 ? link(Math.min(page.number - 1, lastNumber)) : null,
    next: page.number < lastNumber ? link(page.number + 1) : null,
  };
}

/**
 * The links of a list that is not counted (it reads one row past the page instead): `next` when
 * that row exists, `prev` from page 2 on, `last` null since nobody knows it.
 */
export function pageLinksWithoutTotal(requestUrl: string, page: Page, hasNextPage: boolean): PageLinks {
  const link = pageLink(requestUrl, page);
  return {
    first: link(1),
    last: null,
    prev: page.number > 1 ? link(page.number - 1) : null,
    next: hasNextPage ? link(page.number + 1) : null,
  };
}
