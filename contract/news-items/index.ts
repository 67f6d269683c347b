import { z } from "zod";
import { resourceSpecs } from "../list";
import { flag, integerId } from "../rules";
import { SLUG_MAX, SLUG_PATTERN } from "../pages/slug";
import { IMAGE_PATH_PATTERN } from "../uploads";

// A centre's news at /nieuws (docs/content.md). An item without a publication time is a draft;
// one whose time lies ahead is scheduled and appears by itself once the time has come.

export const NEWS_ITEMS = "news_items";

export const NEWS_STATES = ["draft", "scheduled", "published"] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const NEWS_TITLE_MAX = 160;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_IMAGE_ALT_MAX = 200;
/** /nieuws shows this many items a page; the home page the newest few. */
export const NEWS_PAGE_SIZE = 10;
export const HOME_NEWS_COUNT = 3;

/** An instant as ISO 8601 with a zone ("2026-11-25T14:00:00.000Z" or "...+01:00"). */
export const isoInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, "must be a date and time such as 2026-11-25T14:00:00Z")
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be a real date and time")
  .transform((v) => new Date(v).toISOString());

export const newsRules = {
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  slug: z.string().trim().max(SLUG_MAX).regex(SLUG_PATTERN, "may hold lowercase letters, digits and single hyphens only"),
  summary: z.string().trim().max(NEWS_SUMMARY_MAX),
  published_at: isoInstant,
  pinned: z.boolean(),
  volunteer_center_id: integerId,
  /** One of the centre's images (`/files/<tenant>/...`) or a stock image; null: none. */
  image_url: z.string().trim().max(200).regex(IMAGE_PATH_PATTERN, "must be one of the centre's images or a stock image"),
  image_alt: z.string().trim().max(NEWS_IMAGE_ALT_MAX),
};

export const NEWS_ITEM_ATTRIBUTES = [
  "title",
  "slug",
  "summary",
  "body",
  "body_html",
  "published_at",
  "pinned",
  "image_url",
  "image_alt",
  "state",
  "volunteer_center_id",
  "created_at",
  "updated_at",
] as const;

export interface NewsItemAttributes {
  title: string;
  slug: string;
  summary: string;
  body: unknown;
  body_html: string;
  /** null: a draft. */
  published_at: string | null;
  pinned: boolean;
  /** null: no image. */
  image_url: string | null;
  image_alt: string;
  state: NewsState;
  volunteer_center_id: string;
  created_at: string;
  updated_at: string;
}

/**
 * GET /news_items: the request's centre unless `volunteer_center_id_eq` names another; pinned
 * first, then newest first. Anyone sees the published items; the centre's staff and super admins
 * drafts and scheduled ones too, unless they ask for `state_eq=published` (what the site shows).
 */
export const { show: newsItemShow, list: newsItemList } = resourceSpecs(NEWS_ITEMS, NEWS_ITEM_ATTRIBUTES, {
  page: { defaultSize: NEWS_PAGE_SIZE, maxSize: 100 },
  filter: {
    volunteer_center_id_eq: integerId,
    slug_eq: z.string().min(1).max(SLUG_MAX),
    state_eq: z.enum(NEWS_STATES),
    pinned_eq: flag,
  },
});
