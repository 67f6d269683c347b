import { z } from "zod";
import { PAGES, pageList, pageRules, pageShow } from "@contract/pages";
import type { QuerySpec } from "../../jsonapi/query";

export { PAGES };
export const PAGE_TYPES_IN = ["pages", "page"];

export const showQuery = pageShow satisfies QuerySpec;
export const indexQuery = pageList satisfies QuerySpec;

// The body is a Tiptap doc or plain-text paragraphs, checked by rich-text/validate.ts after zod.
export const createAttributes = z
  .object({
    title: pageRules.title,
    slug: pageRules.slug.optional(),
    status: pageRules.status.optional(),
    body: z.unknown().optional(),
    volunteer_center_id: pageRules.volunteer_center_id.optional(),
  })
  .strict();

export const updateAttributes = z
  .object({
    title: pageRules.title.optional(),
    slug: pageRules.slug.optional(),
    status: pageRules.status.optional(),
    body: z.unknown().optional(),
  })
  .strict();
