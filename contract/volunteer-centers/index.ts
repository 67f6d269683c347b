import type { QuerySpec } from "../list";

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
] as const;

/** A shade set's keys: the Tailwind steps. */
export const SHADE_STEPS = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;

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
