import { TEMPLATE_SUBJECT_MAX } from "@contract/notification-templates";
import { z } from "zod";

const subject = (label: string) =>
  z
    .string({ invalid_type_error: `${label} must be a text.` })
    .trim()
    .min(1, `${label} can't be blank.`)
    .max(TEMPLATE_SUBJECT_MAX, `${label} is at most ${TEMPLATE_SUBJECT_MAX} characters.`);

const body = z.union([z.string(), z.record(z.unknown())], {
  errorMap: () => ({ message: "Body must be a rich text (a Tiptap doc or plain text)." }),
});

export const templateAttributes = z
  .object({
    subject_nl: subject("Subject nl").optional(),
    body_nl: body.optional(),
    subject_en: subject("Subject en").optional(),
    body_en: body.optional(),
  })
  .strict();
