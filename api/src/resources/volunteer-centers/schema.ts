import { z } from "zod";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";
import { badRequest } from "../../jsonapi/errors";

export const VOLUNTEER_CENTERS = "volunteer_centers";
export const VOLUNTEER_CENTER_PROFILES = "volunteer_center_profiles";

// Sparse fieldsets name attributes and relationships alike.
const fields = {
  [VOLUNTEER_CENTERS]: ["name", "created_at", "updated_at", "profile"],
  [VOLUNTEER_CENTER_PROFILES]: [
    "primary_color",
    "primary_color_shades",
    "secondary_color",
    "secondary_color_shades",
    "tertiary_color",
    "tertiary_color_shades",
    "muted_color",
    "background_color",
    "text_color",
    "favicon_url",
    "website_logo_url",
    "gtag_id",
    "shape",
    "footer_address",
    "footer_phone",
    "footer_email",
    "opening_hours",
    "social_links",
    "footer_links",
    "contact_name",
    "contact_role",
    "contact_phone",
    "contact_email",
    "contact_photo_url",
  ],
} as const;

/** GET /volunteer_centers/:id and /current. */
export const showQuery = { include: ["profile"], fields } satisfies QuerySpec;

/**
 * GET /volunteer_centers. A tenant holds a handful of centres and the web client asks for the
 * list without page parameters, so the default page is the maximum: one page holds them all.
 */
export const indexQuery = {
  ...showQuery,
  page: { defaultSize: 1000, maxSize: 1000 },
} satisfies QuerySpec;

/** `Volunteer-Center-Id`: absent or empty → undefined (the tenant's default centre); else a positive integer. */
export function readVolunteerCenterIdHeader(
  value: string | undefined,
): number | undefined {
  if (value === undefined || value === "") return undefined;
  const result = integerId.safeParse(value);
  if (!result.success) {
    throw badRequest(
      "Invalid volunteer center id",
      `Volunteer-Center-Id ${result.error.issues[0].message}.`,
      {
        header: "Volunteer-Center-Id",
      },
    );
  }
  return result.data;
}

const shade = z.string().min(1);

/** A theme shade set: exactly the Tailwind steps 50..950 (extra keys are dropped). */
export const shadesSchema = z.object({
  "50": shade,
  "100": shade,
  "200": shade,
  "300": shade,
  "400": shade,
  "500": shade,
  "600": shade,
  "700": shade,
  "800": shade,
  "900": shade,
  "950": shade,
});

export type Shades = z.infer<typeof shadesSchema>;

/**
 * Shade sets are stored as JSON text. A broken or incomplete one is sent as null so the web
 * client falls back to its preset, rather than a theme with holes or a failed page.
 */
export function parseShades(text: string | null): Shades | null {
  if (text === null) return null;
  try {
    const result = shadesSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
