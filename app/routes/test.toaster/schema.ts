import { z } from "zod";
import { TOAST_COLORS } from "~/utils/toast";

// Messages are keys in locales/*/toast.json: the form translates them in the visitor's language.
const durationError = "test.errors.duration";

/** The test page's toast form: what flashToast takes, within sane bounds. */
export const toastFormSchema = z
  .object({
    color: z.enum(TOAST_COLORS, { message: "test.errors.color" }),
    title: z.string().trim().max(120, "test.errors.tooLong").optional(),
    message: z.string().trim().max(500, "test.errors.tooLong").optional(),
    duration: z.number({ message: durationError }).int(durationError).min(-1, durationError).max(600_000, durationError),
    closable: z.boolean().default(false),
    redirectTo: z.string().max(2000).optional(),
  })
  .refine((value) => value.title || value.message, { path: ["title"], message: "test.errors.content" });
