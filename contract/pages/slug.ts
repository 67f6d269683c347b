// Slugs of a centre's pages and news items: made from a title with Dutch diacritics folded
// ("Café Één" → "cafe-een"), lowercase letters, digits and single hyphens.

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A title as a slug: accents dropped (é → e, ï → i, ĳ → ij), anything else a hyphen; may be "". */
export function slugify(title: string): string {
  return title
    .replace(/[ĳĲ]/g, "ij")
    .replace(/[ßẞ]/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/**
 * First path segments a page may not take: every top-level path of the web worker's routes
 * (app/reserved-slugs.test.ts compares this list with app/routes), and the spec's paths that
 * are still to come, so a page never hides a screen that lands later.
 */
export const RESERVED_SLUGS: readonly string[] = [
  // app/routes today
  "account",
  "activiteitenkalender",
  "analytics",
  "admin",
  "applications",
  "auth",
  "color-scheme",
  "confirm",
  "consent",
  "contactformulier",
  "content",
  "dashboard",
  "dev",
  "diensten",
  "embed",
  "files",
  // form_builder's first segment as the test splits names (a slug has no "_", so it is never taken)
  "form",
  "gelderse-handen",
  "health",
  "instellingen",
  "locale",
  "locales",
  "login",
  "nieuws",
  "notificaties",
  // notification_templates' first segment as the test splits names
  "notification",
  "organizations",
  "partners",
  "periodieke-mail",
  "profiel",
  "profile-edit",
  "signup",
  "sociale-kaart",
  "switch",
  "tags",
  "test",
  "uitloggen",
  "uren",
  "users",
  "vacancies",
  "volunteerly",
  "workshops",
  // the spec's other paths, and what the platform serves itself
  "een-op-een-hulp",
  "forms",
  "vrijwilligerspool",
  "profile-replies",
  "activiteiten",
  "activities",
  "conversations",
  "gesprekken",
  "notifications",
  "meldingen",
  "notification-templates",
  "news",
  "pages",
  "api",
  "assets",
  "build",
  "favicon",
  "robots",
  "sitemap",
  "index",
];

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.includes(slug);
