import { z } from "zod";

// As the api's profile schema (docs/settings.md): it checks again on write.
const text = (max: number) => z.string().trim().max(max).optional();
// A file input left empty still posts an empty File: that is "no new photo".
const file = z
  .instanceof(File)
  .optional()
  .transform((f) => (f && f.size > 0 ? f : undefined));

export const contactPersonSchema = z.object({
  contactName: text(100),
  contactRole: text(100),
  contactPhone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+0-9 ()-]*$/)
    .optional(),
  contactEmail: z.string().trim().toLowerCase().max(254).email().optional(),
  photo: file,
  removePhoto: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});

export type ContactPersonForm = z.infer<typeof contactPersonSchema>;
