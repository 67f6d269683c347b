import { z } from "zod";
import { NEWS_ITEMS, newsItemList, newsItemShow, newsRules } from "@contract/news-items";
import type { QuerySpec } from "../../jsonapi/query";

export { NEWS_ITEMS };
export const NEWS_TYPES_IN = ["news_items", "news_item"];

export const showQuery = newsItemShow satisfies QuerySpec;
export const indexQuery = newsItemList satisfies QuerySpec;

const common = {
  slug: newsRules.slug.optional(),
  summary: newsRules.summary.optional(),
  // A Tiptap doc or plain-text paragraphs, checked by rich-text/validate.ts after zod.
  body: z.unknown().optional(),
  // null: back to a draft.
  published_at: newsRules.published_at.nullable().optional(),
  pinned: newsRules.pinned.optional(),
  // null: no image.
  image_url: newsRules.image_url.nullable().optional(),
  image_alt: newsRules.image_alt.optional(),
};

export const createAttributes = z.object({ title: newsRules.title, volunteer_center_id: newsRules.volunteer_center_id.optional(), ...common }).strict();

export const updateAttributes = z.object({ title: newsRules.title.optional(), ...common }).strict();
