import { z } from "zod";
import { PAGE_STATUSES, pageRules } from "@contract/pages";

/** The page form: the contract's rules; the body as the rich-text field posts it. */
export const pageFormSchema = z.object({
  title: pageRules.title,
  slug: pageRules.slug.optional(),
  status: z.enum(PAGE_STATUSES),
  body: z.string().max(20_000).optional(),
  bodyJson: z.string().max(200_000).optional(),
  bodyPrefill: z.string().max(200_000).optional(),
});

export type PageFormValue = z.infer<typeof pageFormSchema>;
