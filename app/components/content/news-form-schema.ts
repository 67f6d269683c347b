import { z } from "zod";
import { newsRules } from "@contract/news-items";

/** The news form: the contract's rules; the time as a datetime-local value (Amsterdam time). */
export const newsFormSchema = z.object({
  title: newsRules.title,
  slug: newsRules.slug.optional(),
  summary: newsRules.summary.optional(),
  publishedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/)
    .optional(),
  pinned: z.literal("on").optional(),
  // A file input left empty still posts an empty File: that is "no new image".
  imageFile: z
    .instanceof(File)
    .optional()
    .transform((f) => (f && f.size > 0 ? f : undefined)),
  stockImage: z
    .string()
    .max(200)
    .regex(/^\/files\/stock\/image\/[0-9a-f]{64}\.(png|jpg|webp)$/)
    .optional(),
  imageAlt: newsRules.image_alt.optional(),
  removeImage: z.literal("on").optional(),
  body: z.string().max(20_000).optional(),
  bodyJson: z.string().max(200_000).optional(),
  bodyPrefill: z.string().max(200_000).optional(),
});

export type NewsFormValue = z.infer<typeof newsFormSchema>;
