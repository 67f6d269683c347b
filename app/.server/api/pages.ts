import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { PageAttributes, pageList } from "@contract/pages";
import type { ApiClient } from "./client";
import { orErrorScreen } from "./errors";
import { resourceWrites } from "./resource-writes";

// A centre's pages (docs/content.md). Without a centre filter the api answers for the request's
// centre, the one this site shows.

export type Page = Camelized<PageAttributes> & { id: string };

const PAGES = "/api/v1/pages";

/** The published page at this slug, or where it moved to (its current slug), or neither. */
export async function findPageBySlug(api: ApiClient, slug: string): Promise<{ page: Page | null; movedTo: string | null }> {
  const { data, meta } = await api.get<Page[]>(PAGES, { filter: { slug_eq: slug, status_eq: "published" } } satisfies ListQuery<typeof pageList>);
  return { page: data[0] ?? null, movedTo: typeof meta.movedTo === "string" ? meta.movedTo : null };
}

/** Every page of the centre, drafts included (for its staff). */
/** A page as the content pages list it: not its body, which the api then neither parses nor renders. */
export type ListedPage = Pick<Page, "id" | "title" | "slug" | "status" | "kind" | "updatedAt">;

export async function listCenterPages(api: ApiClient): Promise<ListedPage[]> {
  const fields = { pages: ["title", "slug", "status", "kind", "updated_at"] } as const;
  return (await api.get<ListedPage[]>(PAGES, { sort: "title", fields, page: { size: 100 } } satisfies ListQuery<typeof pageList>)).data;
}

export async function getPage(api: ApiClient, id: string): Promise<Page> {
  return (await orErrorScreen(api.get<Page>(`${PAGES}/${id}`))).data;
}

export interface PageInput {
  title: string;
  slug?: string;
  status: "draft" | "published";
  body?: unknown;
}

export const { create: createPage, update: updatePage, remove: deletePage } = resourceWrites<Page, PageInput>(PAGES, "pages");
