import { z } from "zod";
import { resourceSpecs } from "../list";
import { integerId } from "../rules";
import { SLUG_MAX, SLUG_PATTERN } from "./slug";

export * from "./slug";

// A centre's own pages at /{slug} (docs/content.md): rich text, a draft until published.

export const PAGES = "pages";

export const PAGE_STATUSES = ["draft", "published"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** What a page is: the two every centre starts with (edited, never deleted), or its own. */
export const PAGE_KINDS = ["custom", "accessibility", "privacy"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PAGE_TITLE_MAX = 120;

export const pageRules = {
  title: z.string().trim().min(1).max(PAGE_TITLE_MAX),
  slug: z.string().trim().max(SLUG_MAX).regex(SLUG_PATTERN, "may hold lowercase letters, digits and single hyphens only"),
  status: z.enum(PAGE_STATUSES),
  volunteer_center_id: integerId,
};

export const PAGE_ATTRIBUTES = ["title", "slug", "status", "kind", "body", "body_html", "volunteer_center_id", "created_at", "updated_at"] as const;

export interface PageAttributes {
  title: string;
  slug: string;
  status: PageStatus;
  kind: PageKind;
  /** The Tiptap document. */
  body: unknown;
  /** The document as sanitized HTML. */
  body_html: string;
  volunteer_center_id: string;
  created_at: string;
  updated_at: string;
}

/**
 * GET /pages: the request's centre unless `volunteer_center_id_eq` names another. Anyone sees
 * the published pages; staff of the centre and super admins its drafts too. With `slug_eq` and
 * no page, `meta.moved_to` names the page's current slug when the slug was once its own.
 */
export const { show: pageShow, list: pageList } = resourceSpecs(PAGES, PAGE_ATTRIBUTES, {
  page: { defaultSize: 100, maxSize: 100 },
  sort: ["title", "updated_at"],
  filter: {
    volunteer_center_id_eq: integerId,
    slug_eq: z.string().min(1).max(SLUG_MAX),
    status_eq: z.enum(PAGE_STATUSES),
  },
});
