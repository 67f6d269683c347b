import type { QuerySpec } from "../list";
import type { SHAPES } from "./settings";

export const VOLUNTEER_CENTERS = "volunteer_centers";
export const VOLUNTEER_CENTER_PROFILES = "volunteer_center_profiles";

export const VOLUNTEER_CENTER_ATTRIBUTES = ["name", "created_at", "updated_at"] as const;

/** The centre's theme, as its profile carries it. */
export const VOLUNTEER_CENTER_PROFILE_ATTRIBUTES = [
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
  // What /instellingen sets besides the theme (docs/settings.md).
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
] as const;

export * from "./settings";

/** A shade set's keys: the Tailwind steps. */
export const SHADE_STEPS = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;

/** A profile's corners (/instellingen). */
export type Shape = (typeof SHAPES)[number];

/** A colour's shades, keyed by step ("50" … "950"), each a hex colour. */
export type ColorShades = Record<(typeof SHADE_STEPS)[number], string>;

/** A volunteer centre on the wire (its `profile` is a relationship). */
export interface VolunteerCenterAttributes {
  name: string;
  created_at: string;
  updated_at: string;
}

/** A centre's profile on the wire: its theme, and what /instellingen sets besides (docs/settings.md). */
export interface VolunteerCenterProfileAttributes {
  primary_color: string | null;
  primary_color_shades: ColorShades | null;
  secondary_color: string | null;
  secondary_color_shades: ColorShades | null;
  tertiary_color: string | null;
  tertiary_color_shades: ColorShades | null;
  muted_color: string | null;
  background_color: string | null;
  text_color: string | null;
  favicon_url: string | null;
  website_logo_url: string | null;
  gtag_id: string | null;
  shape: Shape | null;
  footer_address: string | null;
  footer_phone: string | null;
  footer_email: string | null;
  opening_hours: string | null;
  social_links: { network: string; url: string }[];
  footer_links: { label: string; url: string }[];
  contact_name: string | null;
  contact_role: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  contact_photo_url: string | null;
}

// Sparse fieldsets name attributes and relationships alike.
const fields = {
  [VOLUNTEER_CENTERS]: [...VOLUNTEER_CENTER_ATTRIBUTES, "profile"],
  [VOLUNTEER_CENTER_PROFILES]: VOLUNTEER_CENTER_PROFILE_ATTRIBUTES,
} as const;

/** GET /volunteer_centers/:id and /current. */
export const volunteerCenterShow = { include: ["profile"], fields } as const satisfies QuerySpec;

/**
 * GET /volunteer_centers. A tenant holds a handful of centres and the web asks for the list
 * without page parameters, so the default page is the maximum: one page holds them all.
 */
export const volunteerCenterList = {
  ...volunteerCenterShow,
  page: { defaultSize: 1000, maxSize: 1000 },
} as const satisfies QuerySpec;
