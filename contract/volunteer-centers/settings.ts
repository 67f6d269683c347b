// The choices of a centre's settings (/instellingen, docs/settings.md), shared by the api's write
// schema and the web's forms.

/** Accent presets (spec section 9) plus the defaults green (primary) and blue (secondary). */
export const ACCENT_PRESETS = [
  "green",
  "blue",
  "indigo",
  "sky",
  "purple",
  "violet",
  "lime",
  "teal",
  "emerald",
  "rose",
  "pink",
  "yellow",
  "orange",
  "mauve",
] as const;
export const MUTED_PRESETS = ["gray", "slate", "stone", "zinc", "neutral"] as const;
/** Theme config's defaultShape (spec section 3). */
export const SHAPES = ["straight", "rounded", "curved", "smooth", "full"] as const;
export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "x", "youtube", "tiktok", "mastodon"] as const;
/** A colour the settings store: six-digit hex (presets are names). */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** A Google tag id: G-…, GT-… or AW-…. */
export const GTAG_ID = /^(G|GT|AW)-[A-Z0-9]{4,20}$/;
