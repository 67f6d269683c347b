/** At most this many characters of a name go into an address: enough to read, short enough to share. */
const SLUG_LENGTH = 60;

/** "Koffie schenken in 't Café!" → "koffie-schenken-in-t-cafe": lower case, no accents, words joined by dashes. */
export function slugify(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return words.slice(0, SLUG_LENGTH).replace(/-+$/, "");
}

/**
 * The readable address of an organization or a vacancy, `/vacancies/12-koffie-schenken`: the id
 * decides (docs/social-map.md, "Readable addresses"), the words after it are for people.
 */
export function entryPath(base: "/vacancies" | "/sociale-kaart", id: string, name: string | null | undefined): string {
  const slug = name ? slugify(name) : "";
  return `${base}/${id}${slug ? `-${slug}` : ""}`;
}

/** An address's id, `12` of `12-koffie-schenken` or of `12`; null when it starts with no id. */
export function idOfSlug(param: string): string | null {
  return /^([1-9][0-9]{0,14})(?:-[A-Za-z0-9-]*)?$/.exec(param)?.[1] ?? null;
}
