import type { AppLoadContext } from "@remix-run/cloudflare";
import { pageRange } from "~/.server/api/organizations";
import { knowsEveryTheme, listDirectory, listDirectoryPlaces, listThemes, tagIdsOf } from "~/.server/api/social-map";
import type { MapPlacesAnswer } from "~/components/map/map-island-data";
import { entryPath } from "~/utils/slug";
import { PAGE_SIZE, parseDirectorySearch } from "./search";

/** What /sociale-kaart and its embed show for a URL; `status` 400 when the postcode is bad. */
export async function loadDirectory(request: Request, context: AppLoadContext) {
  const search = parseDirectorySearch(new URL(request.url));
  const filters = { ...search, postcode: search.postcodeInvalid ? "" : search.postcode, size: PAGE_SIZE };
  // Chosen themes are names (every centre's tag of that name): their ids first, then the list.
  // Without a theme both calls go at once.
  const themesCall = listThemes(context);
  const tagIds = search.tags.length ? tagIdsOf(await themesCall, search.tags) : [];
  // Every chosen theme (the default): one the directory does not have finds nothing; any of them: when none is known.
  const unknownThemes = search.tags.length > 0 && (tagIds.length === 0 || (search.match === "all" && !knowsEveryTheme(await themesCall, search.tags)));
  const [result, themes] = await Promise.all([
    unknownThemes
      ? { entries: [], hasNextPage: false, postcodeUnknown: false }
      : listDirectory(context, { ...filters, tagIds, tagMatch: search.match }, { staleMarks: true }),
    themesCall,
  ]);
  const tags = themes.map(({ name, kind }) => ({ name, kind }));
  const postcodeError = search.postcodeInvalid
    ? context.t("social-map:search.postcodeInvalid")
    : result.postcodeUnknown
      ? context.t("social-map:search.postcodeUnknown")
      : null;
  // Each entry says whether it is stale (the list marks it, the legend explains the mark).
  const entries = postcodeError ? [] : result.entries;
  const hasNextPage = !postcodeError && result.hasNextPage;
  return {
    search,
    tags,
    postcodeError,
    entries,
    // "Organisaties 26–50" (null: none on this page); the list is not counted.
    range: pageRange(search.page, PAGE_SIZE, entries.length),
    hasNextPage,
    status: postcodeError ? 400 : 200,
  };
}

/**
 * Every place of the search the URL holds, for the map (all pages of the list, up to
 * MAP_PLACES_CAP): a bad postcode or an unknown theme has none, as the page has no entries.
 */
export async function loadDirectoryPlaces(request: Request, context: AppLoadContext): Promise<MapPlacesAnswer> {
  const search = parseDirectorySearch(new URL(request.url));
  if (search.postcodeInvalid) return { places: [], capped: false };
  const themes = search.tags.length ? await listThemes(context) : [];
  const tagIds = tagIdsOf(themes, search.tags);
  if (search.tags.length > 0 && (tagIds.length === 0 || (search.match === "all" && !knowsEveryTheme(themes, search.tags))))
    return { places: [], capped: false };
  const { places, capped } = await listDirectoryPlaces(context, { ...search, tagIds, tagMatch: search.match });
  return {
    places: places.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      href: entryPath("/sociale-kaart", p.id, p.name),
      lat: p.latitude!,
      lng: p.longitude!,
      stale: p.stale,
    })),
    capped,
  };
}
