import { z } from "zod";
import { notificationTemplateRules } from "@contract/notification-templates";

/** The template form: a subject and a rich-text body per language (textarea or editor JSON). */
export const templateFormSchema = z.object({
  intent: z.enum(["save", "preview"]).default("save"),
  subjectNl: notificationTemplateRules.subject_nl,
  bodyNl: z.string().max(20_000).optional(),
  bodyNlJson: z.string().max(200_000).optional(),
  bodyNlPrefill: z.string().max(200_000).optional(),
  subjectEn: notificationTemplateRules.subject_en,
  bodyEn: z.string().max(20_000).optional(),
  bodyEnJson: z.string().max(200_000).optional(),
  bodyEnPrefill: z.string().max(200_000).optional(),
});

export type TemplateFormValue = z.infer<typeof templateFormSchema>;
