import { sortOrder } from "../../jsonapi/sort-order";
import { and, asc, eq, sql } from "drizzle-orm";
import type { PageStatus } from "@contract/pages";
import type { Database } from "../../db/client";
import { type Page, pageSlugRedirects, pages } from "../../db/content-schema";
import { listWithTotal } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { indexQuery } from "./schema";
import { findInTenant, deleteInTenant, updateInTenant, findInTenantWhere } from "../../db/find-in-tenant";

// Every query is scoped by the tenant: another tenant's page looks exactly like a missing one.

export function findPage(db: Database, tenantId: TenantId, id: number): Promise<Page | undefined> {
  return findInTenant(db, pages, tenantId, id);
}

export function findPageBySlug(db: Database, tenantId: TenantId, centerId: number, slug: string) {
  return findInTenantWhere(db, pages, tenantId, eq(pages.volunteerCenterId, centerId), eq(pages.slug, slug));
}

/** The page an old slug belonged to, when it still exists. */
export function findMovedPage(db: Database, tenantId: TenantId, centerId: number, slug: string) {
  return db
    .select({ page: pages })
    .from(pageSlugRedirects)
    .innerJoin(pages, eq(pages.id, pageSlugRedirects.pageId))
    .where(
      and(
        eq(pageSlugRedirects.tenantId, tenantId),
        eq(pageSlugRedirects.volunteerCenterId, centerId),
        eq(pageSlugRedirects.slug, slug),
        eq(pages.tenantId, tenantId),
      ),
    )
    .get();
}

const SORT = { title: sql`${pages.title} COLLATE NOCASE`, updated_at: pages.updatedAt } as const;

export async function listPages(db: Database, tenantId: TenantId, centerId: number, query: ParsedQuery<typeof indexQuery>, { drafts }: { drafts: boolean }) {
  const { filter } = query;
  const where = and(
    eq(pages.tenantId, tenantId),
    eq(pages.volunteerCenterId, centerId),
    drafts ? undefined : eq(pages.status, "published"),
    filter.slug_eq === undefined ? undefined : eq(pages.slug, filter.slug_eq),
    filter.status_eq === undefined ? undefined : eq(pages.status, filter.status_eq),
  );
  const order = sortOrder(query.sort, { field: "title", direction: "asc" }, (field) => SORT[field as keyof typeof SORT], asc(pages.id));
  return listWithTotal(db, pages, where, order, query.page);
}

export interface PageValues {
  title: string;
  slug: string;
  status: PageStatus;
  body: string;
}

/** A new page; the slug's old redirect (if another page once had it) goes. One batch. */
export async function insertPage(db: Database, tenantId: TenantId, centerId: number, values: PageValues) {
  const [, inserted] = await db.batch([
    db
      .delete(pageSlugRedirects)
      .where(and(eq(pageSlugRedirects.tenantId, tenantId), eq(pageSlugRedirects.volunteerCenterId, centerId), eq(pageSlugRedirects.slug, values.slug))),
    db
      .insert(pages)
      .values({ tenantId, volunteerCenterId: centerId, ...values })
      .returning({ id: pages.id }),
  ]);
  return inserted[0]!.id;
}

/**
 * Saves a page. A changed slug leaves the old one behind as a redirect to this page, and takes
 * the new one from any redirect that held it. One batch.
 */
export async function updatePage(db: Database, page: Page, values: Partial<PageValues>) {
  const moved = values.slug !== undefined && values.slug !== page.slug;
  const redirect = (slug: string) =>
    and(eq(pageSlugRedirects.tenantId, page.tenantId), eq(pageSlugRedirects.volunteerCenterId, page.volunteerCenterId), eq(pageSlugRedirects.slug, slug));
  const update = updateInTenant(db, pages, page, values);
  if (!moved) return update.run();
  await db.batch([
    db.delete(pageSlugRedirects).where(redirect(values.slug!)),
    update,
    db
      .insert(pageSlugRedirects)
      .values({ tenantId: page.tenantId, volunteerCenterId: page.volunteerCenterId, slug: page.slug, pageId: page.id })
      .onConflictDoUpdate({ target: [pageSlugRedirects.volunteerCenterId, pageSlugRedirects.slug], set: { pageId: page.id } }),
  ]);
}

export function deletePage(db: Database, tenantId: TenantId, id: number) {
  return db.batch([
    db.delete(pageSlugRedirects).where(and(eq(pageSlugRedirects.tenantId, tenantId), eq(pageSlugRedirects.pageId, id))),
    deleteInTenant(db, pages, tenantId, id),
  ]);
}
