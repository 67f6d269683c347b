import { type SQL, and, desc, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { NewsState } from "@contract/news-items";
import type { Database } from "../../db/client";
import { type NewsItem, newsItems } from "../../db/content-schema";
import { listWithTotal } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { indexQuery } from "./schema";
import { deleteInTenant, findInTenant, findInTenantWhere, insertReturningId, updateInTenant } from "../../db/find-in-tenant";

// Every query is scoped by the tenant. "Now" comes from the caller, once per request, so a list
// and its count agree and a test can name the moment.

export function findNewsItem(db: Database, tenantId: TenantId, id: number): Promise<NewsItem | undefined> {
  return findInTenant(db, newsItems, tenantId, id);
}

export function findNewsItemBySlug(db: Database, tenantId: TenantId, centerId: number, slug: string) {
  return findInTenantWhere(db, newsItems, tenantId, eq(newsItems.volunteerCenterId, centerId), eq(newsItems.slug, slug));
}

export function stateIs(state: NewsState, now: string): SQL {
  if (state === "draft") return isNull(newsItems.publishedAt);
  if (state === "scheduled") return and(isNotNull(newsItems.publishedAt), gt(newsItems.publishedAt, now))!;
  return and(isNotNull(newsItems.publishedAt), lte(newsItems.publishedAt, now))!;
}

export async function listNewsItems(
  db: Database,
  tenantId: TenantId,
  centerId: number,
  query: ParsedQuery<typeof indexQuery>,
  { everything, now }: { everything: boolean; now: string },
) {
  const { filter } = query;
  const where = and(
    eq(newsItems.tenantId, tenantId),
    eq(newsItems.volunteerCenterId, centerId),
    everything ? undefined : stateIs("published", now),
    filter.state_eq === undefined ? undefined : stateIs(filter.state_eq, now),
    filter.slug_eq === undefined ? undefined : eq(newsItems.slug, filter.slug_eq),
    filter.pinned_eq === undefined ? undefined : eq(newsItems.pinned, filter.pinned_eq),
  );
  // Pinned first, then newest first; drafts (no time) after everything dated.
  const order = [desc(newsItems.pinned), sql`${newsItems.publishedAt} IS NULL`, desc(newsItems.publishedAt), desc(newsItems.id)];
  return listWithTotal(db, newsItems, where, order, query.page);
}

export interface NewsValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  publishedAt: string | null;
  pinned: boolean;
  imageUrl?: string | null;
  imageAlt?: string;
}

export const insertNewsItem = (db: Database, tenantId: TenantId, centerId: number, values: NewsValues) =>
  insertReturningId(db, newsItems, { tenantId, volunteerCenterId: centerId, ...values });

export const updateNewsItem = (db: Database, item: NewsItem, values: Partial<NewsValues>) => updateInTenant(db, newsItems, item, values).run();

export const deleteNewsItem = (db: Database, tenantId: TenantId, id: number) => deleteInTenant(db, newsItems, tenantId, id).run();

/** Whether a news item is out for everyone (a menu may link to it). */
export const isLive = (item: NewsItem, now: string) => item.publishedAt !== null && item.publishedAt <= now;
