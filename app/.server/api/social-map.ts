import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { formatAddress, publicContact, type OrganizationDetails } from "./organizations";
import { ApiError, orErrorScreen } from "./errors";
import type { OrganizationCheck } from "./organization-checks";
import { getCurrentVolunteerCenter } from "./volunteer-centers";
import { keptContent } from "../kept-content";
import type { ListQuery } from "@contract/list";
import { ADDRESS_FIELDS, FIELDS_WITHOUT_TAGS, type organizationList } from "@contract/organizations";
import type { TagKind, tagList } from "@contract/tags";
import { shortText } from "~/utils/short-text";

export interface DirectoryTag {
  id: string;
  name: string;
  /** Asked for only by the map's filters (listThemes). */
  kind?: TagKind | null;
}

/** `check` only with include=check (the list asks only its `stale`, for the marks). */
export type DirectoryOrganization = OrganizationDetails & { tags?: DirectoryTag[]; check?: OrganizationCheck };

export interface DirectoryFilters {
  /** Words in the name or the description. */
  name: string;
  /** The ids of the chosen themes' tags (every centre's tag of each chosen name); none: all. */
  tagIds: string[];
  /** With several themes: every one of them (`all`, by name) or any. */
  tagMatch?: "all" | "any";
  place: string;
  postcode: string;
  distance: number;
  /** Name order (nearest first with a postcode), or the recently updated first. */
  sort: "name" | "updated";
  page: number;
  size: number;
}

/** A theme the directory offers: its name, once, and the ids of every centre's tag of that name. */
export interface DirectoryTheme {
  name: string;
  ids: string[];
  /** The kind of the first tag of that name (the map groups its filters by it); null: none said. */
  kind: TagKind | null;
}

/** One organization as the directory lists it (and the map shows it). */
export interface DirectoryEntry {
  id: string;
  name: string;
  organizationType: string;
  address: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  tags: string[];
  /** The start of its description (the map's list shows it; null when not asked for or empty). */
  summary: string | null;
  /**
   * Not checked by the organization for over a year (docs/organization-checks.md); the list marks
   * it. Known only when listed with `staleMarks` (false otherwise).
   */
  stale: boolean;
}

/**
 * The centre whose directory this is, or null when the tenant shares centres (spec section 1:
 * then the partner centres' organizations are listed too).
 */
export async function directoryCenterId(context: AppLoadContext): Promise<string | null> {
  if (context.tenant.features.centerSharing) return null;
  return context.tenant.volunteerCenterId ?? (await getCurrentVolunteerCenter(context.api)).id;
}

export const toEntry = (o: DirectoryOrganization): DirectoryEntry => ({
  id: o.id,
  name: o.name,
  organizationType: o.organizationType,
  address: formatAddress(o.address),
  city: o.address?.city ?? null,
  latitude: o.address?.latitude ?? null,
  longitude: o.address?.longitude ?? null,
  tags: (o.tags ?? []).map((t) => t.name),
  summary: shortText(o.profile?.description),
  stale: o.check?.stale === true,
});

/**
 * A page of the public directory: approved organizations only, whoever is signed in. An unknown
 * postcode is the visitor's mistake: `postcodeUnknown` instead of an error page. `staleMarks`:
 * each entry's `stale` comes with the page (include=check), not from a second call after it.
 * `tags: false`: the entries' themes are not shown (the home page's list), so not asked for.
 * An entry needs nothing of the profile, so it is not included: one D1 statement and its texts
 * fewer per page (docs/performance-history.md "Where a page's time goes").
 */
export async function listDirectory(context: AppLoadContext, filters: DirectoryFilters, { staleMarks = false, tags = true } = {}) {
  const centerId = await directoryCenterId(context);
  try {
    const { data: organizations, meta } = await context.api.get<DirectoryOrganization[]>("/api/v1/organizations", {
      // The map's list shows a short description: the profile comes in the page's own statement
      // (read-queries.ts joins it), so only its description is asked for.
      include: ["address", ...(tags ? (["tags", "profile"] as const) : []), ...(staleMarks ? (["check"] as const) : [])],
      // Only the names: the tags' organizations_count would read every organization of each tag.
      // Without the themes not even their links: the api spares the tags' statement.
      fields: {
        ...(tags ? { tags: ["name"] as const, organization_profiles: ["description"] as const } : { organizations: FIELDS_WITHOUT_TAGS }),
        ...(staleMarks && { organization_checks: ["stale"] as const }),
      },
      ...directorySearch(filters, centerId),
      page: { number: filters.page, size: filters.size },
    } satisfies ListQuery<typeof organizationList>);
    // Not counted (docs/organizations.md "Benchmark"): whether another page exists.
    return { entries: organizations.map((o) => toEntry(publicContact(o))), hasNextPage: meta.hasNextPage === true, postcodeUnknown: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.errors.some((e) => e.source?.parameter === "filter[near]"))
      return { entries: [], hasNextPage: false, postcodeUnknown: true };
    throw error;
  }
}

/** The list's order and filters for the directory's search (the page and the map ask the same). */
function directorySearch(filters: Omit<DirectoryFilters, "page" | "size">, centerId: string | null) {
  const near = filters.postcode ? { near: filters.postcode, distance_lte: String(filters.distance) } : {};
  const sort: "-updated_at" | "name" | undefined = filters.sort === "updated" ? "-updated_at" : filters.postcode ? undefined : "name";
  return {
    ...(sort ? { sort } : {}),
    filter: {
      status_eq: "approved" as const,
      volunteer_center_id_eq: centerId ?? undefined,
      q: filters.name || undefined,
      tag_id_in: filters.tagIds.length && filters.tagMatch !== "all" ? filters.tagIds.join(",") : undefined,
      tag_id_all: filters.tagIds.length && filters.tagMatch === "all" ? filters.tagIds.join(",") : undefined,
      city_eq: filters.place || undefined,
      ...near,
    },
  };
}

/**
 * At most this many organizations on the map (docs/social-map.md, "The map"): one api page of the
 * whole result, names, addresses and stale marks only (about 150 bytes each, ~75 kB at the cap).
 * A result past it shows its first ones and says so under the map.
 */
export const MAP_PLACES_CAP = 500;

/** One organization on the map: where, what to call it, and whether its entry is stale. */
export type DirectoryPlace = Pick<DirectoryEntry, "id" | "name" | "address" | "latitude" | "longitude" | "stale">;

/**
 * Every organization of a directory search that has a public place (all pages of the list, up to
 * MAP_PLACES_CAP): the map's markers. `capped`: the result has more than the cap.
 */
export async function listDirectoryPlaces(context: AppLoadContext, filters: Omit<DirectoryFilters, "page" | "size">) {
  const centerId = await directoryCenterId(context);
  try {
    const { data: organizations, meta } = await context.api.get<DirectoryOrganization[]>("/api/v1/organizations", {
      include: ["address", "check"],
      // The fewest fields that place and name a marker: no profile, no themes (the api spares their statements).
      fields: { organizations: ["name", "address", "check"], organization_addresses: ADDRESS_FIELDS, organization_checks: ["stale"] },
      ...directorySearch(filters, centerId),
      page: { number: 1, size: MAP_PLACES_CAP },
    } satisfies ListQuery<typeof organizationList>);
    const places = organizations
      .map((o) => toEntry(publicContact({ ...o, profile: null })))
      .filter((e) => e.latitude !== null && e.longitude !== null)
      .map(({ id, name, address, latitude, longitude, stale }): DirectoryPlace => ({ id, name, address, latitude, longitude, stale }));
    return { places, capped: meta.hasNextPage === true };
  } catch (error) {
    // An unknown postcode: the page says so; the map has nothing to show.
    if (error instanceof ApiError && error.status === 400 && error.errors.some((e) => e.source?.parameter === "filter[near]"))
      return { places: [], capped: false };
    throw error;
  }
}

/** The themes the directory offers (all shared centres' tags when sharing), by name, once each. */
export async function listThemes(context: AppLoadContext): Promise<DirectoryTheme[]> {
  const centerId = await directoryCenterId(context);
  const { data: tags } = await context.api.get<DirectoryTag[]>("/api/v1/tags", {
    filter: { volunteer_center_id_eq: centerId ?? undefined },
    fields: { tags: ["name", "kind"] },
    sort: "name",
  } satisfies ListQuery<typeof tagList>);
  const themes = new Map<string, DirectoryTheme>();
  for (const tag of tags) {
    const key = tag.name.toLowerCase();
    const theme = themes.get(key) ?? themes.set(key, { name: tag.name, ids: [], kind: tag.kind ?? null }).get(key)!;
    theme.ids.push(tag.id);
    theme.kind ??= tag.kind ?? null;
  }
  return [...themes.values()];
}

/**
 * listThemes, kept per centre while the content version is current (kept-content.ts): tags are
 * public, listed alike for everyone, and change only by a write. The home page and the social map
 * share the copy.
 */
export const keptThemes = (context: AppLoadContext): Promise<DirectoryTheme[]> => keptContent(context, "themes", () => listThemes(context));

/** The tags of the chosen theme names (case-insensitive); a name no tag has adds none. */
export const tagIdsOf = (themes: DirectoryTheme[], names: string[]) => {
  const chosen = new Set(names.map((n) => n.toLowerCase()));
  return themes.filter((t) => chosen.has(t.name.toLowerCase())).flatMap((t) => t.ids);
};

/** Whether every chosen theme name is one the directory has (else "all of them" finds nothing). */
export const knowsEveryTheme = (themes: DirectoryTheme[], names: string[]) => {
  const known = new Set(themes.map((t) => t.name.toLowerCase()));
  return names.every((n) => known.has(n.toLowerCase()));
};

/** One approved organization of the directory; anything else (pending, another centre's) is a 404. */
export async function getDirectoryOrganization(context: AppLoadContext, id: string) {
  const { data: organization } = await orErrorScreen(
    context.api.get<DirectoryOrganization>(`/api/v1/organizations/${id}`, { include: ["profile", "address", "tags", "check"] }),
  );
  const centerId = await directoryCenterId(context);
  if (organization.status !== "approved" || (centerId !== null && organization.volunteerCenterId !== centerId)) throw data(null, { status: 404 });
  return publicContact(organization);
}
