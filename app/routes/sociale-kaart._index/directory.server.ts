import type { AppLoadContext } from "@remix-run/cloudflare";
import { listOrganizationsWithoutUsers } from "~/.server/api/organization-admins";
import { pageRange } from "~/.server/api/organizations";
import { getCurrentUser } from "~/.server/auth";
import { managerOf } from "~/.server/user-management";
import { keptThemes, knowsEveryTheme, listDirectory, listDirectoryPlaces, tagIdsOf } from "~/.server/api/social-map";
import type { MapPlacesAnswer } from "~/components/map/map-island-data";
import { entryPath } from "~/utils/slug";
import { PAGE_SIZE, parseDirectorySearch } from "./search";

/** What /sociale-kaart and its embed show for a URL; `status` 400 when the postcode is bad. */
export async function loadDirectory(request: Request, context: AppLoadContext) {
  const search = parseDirectorySearch(new URL(request.url));
  const filters = { ...search, postcode: search.postcodeInvalid ? "" : search.postcode, size: PAGE_SIZE };
  // Chosen themes are names (every centre's tag of that name): their ids first, then the list.
  // Without a theme both calls go at once. The themes are kept while current (kept-content.ts).
  const themesCall = keptThemes(context);
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
 * Every organization of a search on the map (all pages, up to the cap). For its centre's staff and
 * super admins the entries nobody manages are marked (`unmanaged`: nobody holds a role on them, the
 * list of /organizations/unmanaged); for everyone else that stays unsaid, as on the public pages.
 * `personal`: the answer depends on who asks (the route then keeps it out of shared caches).
 */
export async function loadDirectoryPlaces(request: Request, context: AppLoadContext): Promise<MapPlacesAnswer & { personal: boolean }> {
  const search = parseDirectorySearch(new URL(request.url));
  const user = await getCurrentUser(context);
  const staff = user !== null && managerOf(user).staff;
  if (search.postcodeInvalid) return { places: [], capped: false, personal: staff };
  const themes = search.tags.length ? await keptThemes(context) : [];
  const tagIds = tagIdsOf(themes, search.tags);
  if (search.tags.length > 0 && (tagIds.length === 0 || (search.match === "all" && !knowsEveryTheme(themes, search.tags))))
    return { places: [], capped: false, personal: staff };
  const [{ places, capped }, unmanaged] = await Promise.all([
    listDirectoryPlaces(context, { ...search, tagIds, tagMatch: search.match }),
    staff ? listOrganizationsWithoutUsers(context.api).then((list) => new Set(list.map((o) => o.id))) : null,
  ]);
  return {
    places: places.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      href: entryPath("/sociale-kaart", p.id, p.name),
      lat: p.latitude!,
      lng: p.longitude!,
      stale: p.stale,
      ...(unmanaged?.has(p.id) && { unmanaged: true }),
    })),
    capped,
    personal: staff,
  };
}
