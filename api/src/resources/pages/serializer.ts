import type { PageAttributes } from "@contract/pages";
import type { Page } from "../../db/content-schema";
import type { ParsedQuery, QuerySpec } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { renderRichText } from "../../rich-text/render";
import { storedRichText } from "../../rich-text/validate";
import { PAGES } from "./schema";

export type PageResource = PageAttributes & { id: string };

export function toPageResource(p: Page): PageResource {
  const body = storedRichText(p.body);
  return {
    id: String(p.id),
    title: p.title,
    slug: p.slug,
    status: p.status,
    kind: p.kind,
    body,
    body_html: renderRichText(body),
    volunteer_center_id: String(p.volunteerCenterId),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

export const pageSerializer = new Serializer<PageResource>(PAGES);

export const PAGES_PATH = "/api/v1/pages";

export const pageUrl = (requestUrl: string) => (page: { id: string }) => new URL(`${PAGES_PATH}/${page.id}`, requestUrl).href;

/** One page's document, for its query (`fields`). */
export const pageDocument = (row: Page, query: ParsedQuery<QuerySpec>, requestUrl: string) =>
  serializeDocument(pageSerializer, toPageResource(row), { ...query, selfUrl: requestUrl, resourceUrl: pageUrl(requestUrl) });
