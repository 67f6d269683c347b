import { TEMPLATE_KINDS } from "@contract/notification-templates";
import { LOCALES } from "@contract/locales";
import { z } from "zod";

export const previewAttributes = z
  .object({
    kind: z.enum(TEMPLATE_KINDS, { errorMap: () => ({ message: `Kind must be one of: ${TEMPLATE_KINDS.join(", ")}.` }) }),
    locale: z.enum(LOCALES, { errorMap: () => ({ message: "Locale must be nl or en." }) }),
    subject: z
      .string({ required_error: "Subject is required.", invalid_type_error: "Subject must be a text." })
      .trim()
      .min(1, "Subject can't be blank.")
      .max(200, "Subject is at most 200 characters."),
    body: z.union([z.string(), z.record(z.unknown())], { errorMap: () => ({ message: "Body must be a rich text (a Tiptap doc or plain text)." }) }),
    volunteer_center_id: z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/, "Volunteer center id must be an id.")
      .nullable()
      .optional(),
  })
  .strict();
