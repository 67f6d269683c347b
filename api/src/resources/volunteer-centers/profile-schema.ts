import { z } from "zod";

// What /instellingen may set on a centre's profile (docs/settings.md). Colours are a preset name
// or a six-digit hex colour, never free CSS: they end up in the site's <style> element.

import { ACCENT_PRESETS, GTAG_ID, HEX_COLOR as HEX, MUTED_PRESETS, SHADE_STEPS, SHAPES, SOCIAL_NETWORKS } from "@contract/volunteer-centers";

const hex = z.string().trim().regex(HEX, "must be a colour like #1d4ed8.");
const accent = z.union([z.enum(ACCENT_PRESETS), hex], {
  errorMap: () => ({ message: `must be a preset (${ACCENT_PRESETS.join(", ")}) or a colour like #1d4ed8.` }),
});

/** The spec's custom shade set: every key 50…950, each a hex colour; otherwise refused. */
const shades = z
  .record(z.unknown())
  .superRefine((value, ctx) => {
    const missing = SHADE_STEPS.filter((step) => typeof value[step] !== "string" || !HEX.test(value[step] as string));
    if (missing.length > 0)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `must contain every key ${SHADE_STEPS.join(", ")} with a colour like #1d4ed8; missing or not a colour: ${missing.join(", ")}.`,
        params: { code: "incomplete_shades" },
      });
  })
  .transform((value) => JSON.stringify(Object.fromEntries(SHADE_STEPS.map((step) => [step, value[step]]))));

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null);
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+0-9 ()-]*$/, "may only hold digits, spaces, +, -, ( and ).")
  .transform((v) => v || null);
const email = z.union([z.literal("").transform(() => null), z.string().trim().toLowerCase().max(254).email("is not a valid e-mail address.")]);
const webUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .regex(/^https?:\/\//i, "must start with http:// or https://.");
// A footer link may also be a page of this site.
const linkUrl = z.union([
  webUrl,
  z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)[^\s]*$/, "must be a web address or a path like /vacancies."),
]);
const fileUrl = z.string().max(300);
const gtag = z.string().trim().regex(GTAG_ID, "must look like G-XXXXXXXXXX.");

export const profileAttributes = z
  .object({
    primary_color: accent.nullable(),
    primary_color_shades: shades.nullable(),
    secondary_color: accent.nullable(),
    secondary_color_shades: shades.nullable(),
    tertiary_color: accent.nullable(),
    tertiary_color_shades: shades.nullable(),
    muted_color: z.enum(MUTED_PRESETS).nullable(),
    background_color: hex.nullable(),
    text_color: hex.nullable(),
    shape: z.enum(SHAPES).nullable(),
    website_logo_url: fileUrl.nullable(),
    favicon_url: fileUrl.nullable(),
    gtag_id: gtag.nullable(),
    footer_address: text(300).nullable(),
    footer_phone: phone.nullable(),
    footer_email: email.nullable(),
    opening_hours: text(500).nullable(),
    social_links: z
      .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: webUrl }).strict())
      .max(SOCIAL_NETWORKS.length)
      .transform((links) => JSON.stringify(links))
      .nullable(),
    footer_links: z
      .array(z.object({ label: z.string().trim().min(1).max(60), url: linkUrl }).strict())
      .max(10)
      .transform((links) => JSON.stringify(links))
      .nullable(),
    contact_name: text(100).nullable(),
    contact_role: text(100).nullable(),
    contact_phone: phone.nullable(),
    contact_email: email.nullable(),
    contact_photo_url: fileUrl.nullable(),
  })
  .partial()
  .strict();

export type ProfileAttributes = z.output<typeof profileAttributes>;

/** Attributes that hold a file's URL, and the upload kind each must be (docs/files.md). */
export const FILE_ATTRIBUTES = {
  website_logo_url: "logo",
  favicon_url: "favicon",
  contact_photo_url: "photo",
} as const;

/** Link lists are stored as JSON text; a broken one is sent as an empty list. */
export function parseLinks<T>(text: string | null): T[] {
  if (text === null) return [];
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
