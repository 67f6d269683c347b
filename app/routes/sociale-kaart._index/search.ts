import { z } from "zod";
import { isPostcode } from "@contract/rules";
import { pageNumber, SEARCH_DISTANCES, searchDistance } from "~/utils/list-search";

export const DISTANCES = SEARCH_DISTANCES;
export const SORTS = ["name", "updated"] as const;
/** Several ticked themes: an organization with every one of them (the default, as visitors expect), or with any. */
export const THEME_MATCHES = ["all", "any"] as const;
/** At most this many themes are read from the URL. */
const MAX_THEMES = 20;
export const PAGE_SIZE = 10;

// A parameter the page's own form cannot produce (page 0, 7 km) falls back to its default rather
// than failing; only the postcode, which visitors type, is reported back to them.
const searchSchema = z.object({
  name: z.string().trim().max(200).catch(""),
  tags: z.array(z.string().trim().max(60)).catch([]),
  place: z.string().trim().max(100).catch(""),
  postcode: z.string().trim().max(20).catch(""),
  distance: searchDistance,
  sort: z.enum(SORTS).catch("name"),
  match: z.enum(THEME_MATCHES).catch("all"),
  page: pageNumber,
});

export type DirectorySearch = z.infer<typeof searchSchema> & { postcodeInvalid: boolean };

/**
 * The directory's filters from its URL: `name` (words), `tag` (once per chosen theme), `place`,
 * `postcode`, `distance`, `sort` (`name` or `updated`), `match` (`all` themes or `any`), `page`.
 */
export function parseDirectorySearch(url: URL): DirectorySearch {
  const get = (key: string) => url.searchParams.get(key) ?? undefined;
  const tags = [
    ...new Set(
      url.searchParams
        .getAll("tag")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_THEMES);
  const search = searchSchema.parse({
    name: get("name"),
    tags,
    place: get("place"),
    postcode: get("postcode"),
    distance: get("distance"),
    sort: get("sort"),
    match: get("match"),
    page: get("page"),
  });
  const postcodeInvalid = search.postcode !== "" && !isPostcode(search.postcode);
  return { ...search, postcode: postcodeInvalid ? search.postcode : search.postcode.toUpperCase(), postcodeInvalid };
}
