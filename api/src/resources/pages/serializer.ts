import type { PageAttributes } from "@contract/pages";
import type { Page } from "../../db/content-schema";
import { resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { richTextAsWanted } from "../../rich-text/as-wanted";
import { PAGES } from "./schema";

export type PageResource = PageAttributes & { id: string };

/** `render`: what of the body the query's fieldset asks for (richTextWanted); the rest is left empty. */
export function toPageResource(p: Page, render = { doc: true, html: true }): PageResource {
  const body = richTextAsWanted(p.body, render);
  return {
    id: String(p.id),
    title: p.title,
    slug: p.slug,
    status: p.status,
    kind: p.kind,
    body: body.doc,
    body_html: body.html,
    volunteer_center_id: String(p.volunteerCenterId),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

export const pageSerializer = new Serializer<PageResource>(PAGES);

export const PAGES_PATH = "/api/v1/pages";

export const pageUrl = resourceUrlOf(PAGES_PATH);

/** One page's document, for its query (`fields`). */
export const pageDocument = documentOf(pageSerializer, toPageResource, pageUrl);
